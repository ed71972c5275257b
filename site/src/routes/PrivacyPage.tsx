import { BRAND } from '#shared/brand.ts';
import { formatLongDateBR } from '../lib/dates.ts';
import { Link, type MetaFunction } from 'react-router';
import { pageMeta } from '../lib/meta.ts';
import { PageHeader } from '../ui/states.tsx';

export const meta: MetaFunction = (args) =>
  pageMeta(
    {
      title: 'Política de Privacidade',
      description: `Como a ${BRAND.name} trata seus dados pessoais e como exercer seus direitos pela LGPD.`,
    },
    args,
  );

/** /privacidade: what the product stores, why, for how long, and the holder's rights (LGPD arts. 9 and 18). */
export default function PrivacyPage() {
  const { controller, email, officer, updatedAt } = BRAND.privacy;
  const mailto = `mailto:${email}`;
  return (
    <>
      <PageHeader
        title="Política de Privacidade"
        subtitle={`Como a ${BRAND.name} trata seus dados pessoais, conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018).`}
      />
      <article className="container container--narrow section article privacy">
        <p className="privacy__updated">Atualizada em {formatLongDateBR(`${updatedAt}T12:00:00Z`)}.</p>

        <h2>Quem controla seus dados</h2>
        <p>
          A controladora dos dados pessoais tratados neste site é a <strong>{controller}</strong>, responsável
          pela {BRAND.name}. O contato do encarregado ({officer}) é <a href={mailto}>{email}</a>.
        </p>

        <h2>O que guardamos</h2>
        <ul>
          <li>
            <strong>Do seu login com o LinkedIn</strong> (somente se você entrar): nome, e-mail, foto de
            perfil, o identificador da sua conta no LinkedIn e o idioma do perfil. Não temos acesso à sua
            senha, às suas conexões nem às suas mensagens do LinkedIn.
          </li>
          <li>
            <strong>Do seu uso como membro</strong>: data de cadastro, quantidade de acessos, data do último
            acesso, as sessões abertas (navegador e endereço IP) e os eventos em que você confirmou presença.
          </li>
          <li>
            <strong>Da newsletter</strong>: o e-mail informado, a data do consentimento e a página em que você
            se inscreveu.
          </li>
        </ul>

        <h2>Para que usamos</h2>
        <ul>
          <li>
            Manter sua conta de membro e a área do membro (execução do serviço que você pediu — LGPD art. 7º,
            V).
          </li>
          <li>
            Mostrar seu nome e sua foto na vitrine pública de membros e entre os confirmados de um evento.
            Nada além de nome e foto aparece publicamente; e-mails só são vistos pela equipe de administração.
          </li>
          <li>Organizar os eventos em que você confirmou presença e avisar sobre eles.</li>
          <li>Enviar a newsletter a quem se inscreveu (consentimento — art. 7º, I).</li>
          <li>Proteger o site contra abusos e acessos indevidos (legítimo interesse — art. 7º, IX).</li>
        </ul>
        <p>
          Não vendemos seus dados. Eles ficam com os provedores de infraestrutura que hospedam o site e o
          banco de dados, que os tratam apenas em nosso nome. O login é feito pelo LinkedIn, conforme a
          política de privacidade dele.
        </p>

        <h2>Por quanto tempo</h2>
        <ul>
          <li>Dados da conta, presenças e histórico de acesso: enquanto sua conta existir.</li>
          <li>Inscrição na newsletter: até você cancelar a inscrição ou pedir a exclusão.</li>
          <li>
            Quando você exclui sua conta, apagamos a conta, o perfil, as presenças, a inscrição na newsletter
            e o histórico de acesso na hora; nenhum registro continua identificando você.
          </li>
        </ul>

        <h2>Seus direitos</h2>
        <p>
          Pelo art. 9º da LGPD você tem acesso facilitado a estas informações sobre o tratamento. Pelo art.
          18, você pode, a qualquer momento e de graça:
        </p>
        <ul>
          <li>confirmar que tratamos seus dados e ter acesso a eles;</li>
          <li>corrigir dados incompletos, inexatos ou desatualizados;</li>
          <li>pedir anonimização, bloqueio ou eliminação de dados desnecessários ou excessivos;</li>
          <li>receber seus dados em formato aberto (portabilidade);</li>
          <li>eliminar os dados tratados com seu consentimento e revogar esse consentimento;</li>
          <li>saber com quem compartilhamos seus dados;</li>
          <li>
            apresentar reclamação à Autoridade Nacional de Proteção de Dados (
            <a href="https://www.gov.br/anpd" target="_blank" rel="noopener noreferrer">
              ANPD<span className="visually-hidden"> (abre em nova aba)</span>
            </a>
            ).
          </li>
        </ul>

        <h2>Como exercer seus direitos</h2>
        <p>
          Na <Link to="/member/dashboard">Área do Membro</Link>, use <strong>Baixar meus dados</strong> para
          receber tudo o que guardamos sobre você em um arquivo JSON, e <strong>Excluir minha conta</strong>{' '}
          para apagar sua conta e seus dados. Você também pode escrever para <a href={mailto}>{email}</a>:
          atendemos pedidos recebidos por e-mail da mesma forma.
        </p>

        <h2>Estatísticas de audiência, sem cookies</h2>
        <p>
          Para saber quais páginas são lidas e de onde vêm os visitantes, o nosso próprio servidor conta as
          visitas às páginas públicas no momento em que as entrega (e, quando você navega de uma página a
          outra dentro do site, a página avisa o servidor com uma mensagem curta que leva só o endereço da
          nova página). Não usamos ferramentas de terceiros para isso.
        </p>
        <ul>
          <li>
            <strong>O que fica guardado de cada visita</strong>: o endereço da página (sem os demais
            parâmetros da URL), o site de onde você veio (só o domínio, como linkedin.com), os parâmetros de
            campanha utm_source, utm_medium e utm_campaign, se o link tiver, o tipo de aparelho (celular,
            tablet ou computador), o horário e um número de visitante do dia.
          </li>
          <li>
            <strong>O número de visitante do dia</strong> é calculado com uma função de mão única (SHA-256) a
            partir de um valor secreto aleatório que muda todo dia, do seu endereço IP, do navegador informado
            e do endereço do site. Ele só serve para contar visitantes únicos de cada dia. O valor secreto de
            cada dia é apagado no máximo dois dias depois e, a partir daí, ninguém, nem nós, consegue refazer
            a conta para chegar a você ou ligar as suas visitas de dias diferentes.
          </li>
          <li>
            <strong>O que não guardamos</strong>: endereço IP, identificação do navegador, cookies ou qualquer
            impressão digital do aparelho. Nenhum cookie é gravado no seu navegador para contar visitas, por
            isso não há aviso de consentimento de cookies.
          </li>
          <li>
            <strong>O que não contamos</strong>: robôs e buscadores, páginas carregadas antecipadamente pelo
            navegador, a área do membro, as prévias e o painel administrativo, nem as visitas da equipe
            conectada como administradora. Visitas de membros conectados são contadas como as de qualquer
            visitante, sem ligação com a conta.
          </li>
          <li>
            <strong>Por quanto tempo</strong>: cada visita fica guardada por até 30 dias; depois disso só
            restam os totais por dia (visitas e visitantes por página, origem, campanha e tipo de aparelho),
            que não se referem a nenhuma pessoa. Só a equipe de administração vê esses números.
          </li>
        </ul>

        <h2>Cookies e armazenamento no seu navegador</h2>
        <p>
          Para manter você conectado, o site guarda a sessão de login em cookies próprios do site, marcados
          como HttpOnly: só o nosso servidor os lê, nenhum script da página tem acesso a eles. Eles são
          apagados quando você clica em <strong>Sair</strong>. Durante a entrada com o LinkedIn, cookies de
          curta duração guardam a verificação do login e a mensagem que aparece ao voltar ao site.
        </p>
        <p>
          A sessão do painel administrativo, usada apenas pela equipe, fica no armazenamento local do
          navegador de quem administra. Não usamos cookies de publicidade, de estatística nem rastreadores de
          terceiros.
        </p>
      </article>
    </>
  );
}
