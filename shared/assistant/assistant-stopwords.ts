/**
 * Words that carry no topic in a visitor's question ("how", "can", "ne", "什么", "هل"). They are
 * left out of the index and of the query, so a question is judged by the words that say what it
 * is about: the answer's coverage of those words is the engine's confidence.
 */
import { type LanguageCode } from '../i18n/languages';
import { normaliseSearchText } from '../catalog/search-text';

const WORDS: Record<LanguageCode, string> = {
  en: `a an the and or but if of in on at to for from by with about as into over under is are was
    were be been being am do does did done have has had can could will would shall should may might
    must i me my mine we us our you your yours he she it its they them their this that these those
    there here what which who whom whose when where why how much many any some all no not yes
    please tell know want need get got like just also so than then too very more most there's
    what's i'm can't don't hi hello thanks thank`,
  tr: `bir ve veya ama ile de da mi mı mu mü ne neden nasıl nerede hangi kim kaç ben sen o biz siz
    onlar bu şu bunu şunu için gibi daha çok en var yok mı mısınız misiniz mıdır midir olarak olan
    olur olabilir ise ki her bazı benim bana beni sizin size sizi lütfen merhaba teşekkürler
    musunuz müsünüz mısınız misiniz ediyor ediyorsunuz yapıyor yapıyorsunuz`,
  es: `el la los las un una unos unas y o pero si de del en a al por para con sin sobre como que qué
    cuál cuáles quién cómo dónde cuándo cuánto cuánta es son ser está están estar hay puedo puede
    pueden mi mis mío yo tu tus usted ustedes nosotros me te se le les lo su sus este esta estos
    estas eso esa muy más también hola gracias favor`,
  fr: `le la les l un une des du de d et ou mais si en à au aux par pour avec sans sur dans que qu
    qui quoi quel quelle quels quelles comment où quand combien est sont être ai as a avons avez
    ont utilise utilisez je j me m moi tu te vous nous il elle ils elles on ce cet cette ces mon ma mes votre vos
    notre nos son sa ses y ne pas plus très aussi puis peux peut pouvez bonjour merci est-ce`,
  zh: `的 了 吗 呢 吧 啊 是 我 你 您 他 她 我们 你们 什么 怎么 怎样 如何 哪 哪些 哪个 吗 可以 能 会
    要 想 请 问 和 与 或 在 有 没有 这 那 这个 那个 一个 多少 为什么 谁 就 也 都 很 还 对 给`,
  ar: `في من على إلى الى عن مع هل ما ماذا كيف متى أين لماذا كم أي هذا هذه ذلك تلك هو هي هم أنا نحن
    أنت انت أنتم لكم لك لي عند كان يكون يمكن يمكنني يمكنك أو او ثم لا نعم ان إن أن قد كل بعض
    الذي التي مرحبا شكرا من فضلك أحتاج احتاج أحتاجها احتاجها أريد اريد`,
};

const STOPWORDS: Record<LanguageCode, ReadonlySet<string>> = Object.fromEntries(
  Object.entries(WORDS).map(([language, words]) => [
    language,
    new Set(
      words
        .split(/\s+/)
        .filter(Boolean)
        .flatMap((word) => normaliseSearchText(word).split(' ')),
    ),
  ]),
) as unknown as Record<LanguageCode, ReadonlySet<string>>;

/** Whether `word` (normalised) says nothing about a topic in `language` or in English. */
export function isStopword(word: string, language: LanguageCode): boolean {
  return STOPWORDS[language].has(word) || STOPWORDS.en.has(word);
}
