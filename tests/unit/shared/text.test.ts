import { describe, expect, it } from 'vitest';
import { splitCommaList, visibleTopics } from '#shared/text.ts';

describe('visibleTopics', () => {
  it('shows up to three topics and counts the rest as +n', () => {
    expect(visibleTopics(['Liderança', 'Cultura', 'Atendimento', 'Omnicanal', 'IA'])).toEqual({
      shown: ['Liderança', 'Cultura', 'Atendimento'],
      more: 2,
    });
  });
  it('has nothing more when there are three or fewer', () => {
    expect(visibleTopics(['NPS', 'Voz do cliente'])).toEqual({ shown: ['NPS', 'Voz do cliente'], more: 0 });
    expect(visibleTopics(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
  });
  it('copes with missing topics', () => {
    expect(visibleTopics(null)).toEqual({ shown: [], more: 0 });
    expect(visibleTopics(undefined)).toEqual({ shown: [], more: 0 });
  });
  it('accepts another maximum', () => {
    expect(visibleTopics(['a', 'b', 'c'], 1)).toEqual({ shown: ['a'], more: 2 });
  });
});

describe('splitCommaList', () => {
  it('trims items and drops empty ones', () => {
    expect(splitCommaList(' NPS, CSAT,, CES ,')).toEqual(['NPS', 'CSAT', 'CES']);
    expect(splitCommaList('')).toEqual([]);
  });
});
