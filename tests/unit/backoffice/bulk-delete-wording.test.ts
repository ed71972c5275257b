import { describe, expect, it } from 'vitest';
import { EVENT_BULK_DELETE, JOB_BULK_DELETE } from '#backoffice/common/BulkDeleteAskFirst.tsx';

describe('bulk delete wording', () => {
  it('agrees with how many rows are selected', () => {
    expect(JOB_BULK_DELETE.question(1)).toBe('Tem certeza que deseja remover esta vaga?');
    expect(JOB_BULK_DELETE.question(3)).toBe('Tem certeza que deseja remover estas 3 vagas?');
    expect(JOB_BULK_DELETE.removed(3)).toBe('3 vagas removidas');
    expect(EVENT_BULK_DELETE.question(1)).toBe('Tem certeza que deseja remover este evento?');
    expect(EVENT_BULK_DELETE.question(2)).toBe('Tem certeza que deseja remover estes 2 eventos?');
    expect(EVENT_BULK_DELETE.title(2)).toBe('Remover 2 eventos');
    expect(EVENT_BULK_DELETE.removed(1)).toBe('Evento removido');
  });
});
