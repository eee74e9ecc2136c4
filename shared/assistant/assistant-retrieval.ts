/**
 * Full-text retrieval over the knowledge passages with MiniSearch (BM25, prefix and fuzzy
 * matching). Texts are analysed by assistant-text.ts before MiniSearch sees them, per the
 * passage's language, so MiniSearch only splits on the spaces we put in. A question is searched
 * among passages in the asker's language and in English (the fallback), each analysed by that
 * language's rules; hits are grouped by source. Each language has an index of its own, so a
 * passage's score depends only on the passages of its language: the browser, which keeps only
 * the visitor's language and English (assistant-knowledge-set.ts), answers as the server does.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../i18n/languages';
import { type Passage } from './assistant-knowledge';
import { analyseText } from './assistant-text';

interface IndexedPassage {
  id: string;
  type: Passage['type'];
  title: string;
  body: string;
}

/** One source (FAQ entry or page) found for a question, its best passage first. */
export interface SourceHit {
  key: string;
  passage: Passage;
  score: number;
  /** Share of the question's topic words the source matched (0–1). */
  coverage: number;
}

const HAN = /\p{Script=Han}/u;
const TITLE_BOOST = 2;
/**
 * FAQ entries are written as answers to visitors' questions; a page section that happens to share
 * the words (the terms on cancelling, the privacy notice on deletion) should not outrank them.
 */
const FAQ_BOOST = 1.5;
/** Word starts this long match longer words ("consult" → "consultation"). */
const PREFIX_MIN_LENGTH = 4;
const FUZZY_MIN_LENGTH = 6;
const FUZZY_DISTANCE = 0.2;

export interface PassageIndex {
  search(question: string, language: LanguageCode): SourceHit[];
  /** The first passage of a source (`sourceKey`) in `language`, else in English. */
  passage(key: string, language: LanguageCode): Passage | undefined;
  /** The same passage in `language` when the source has it, else as it is. */
  inLanguage(passage: Passage, language: LanguageCode): Passage;
}

export function sourceKey(passage: Pick<Passage, 'type' | 'slug'>): string {
  return `${passage.type}:${passage.slug}`;
}

export function buildPassageIndex(passages: readonly Passage[]): PassageIndex {
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  const indexes = new Map<LanguageCode, MiniSearch<IndexedPassage>>();
  for (const passage of passages) {
    let mini = indexes.get(passage.language);
    if (!mini) {
      mini = new MiniSearch<IndexedPassage>({
        fields: ['title', 'body'],
        storeFields: ['type'],
        tokenize: (text) => text.split(' ').filter(Boolean),
        processTerm: (term) => term,
      });
      indexes.set(passage.language, mini);
    }
    mini.add({
      id: passage.id,
      type: passage.type,
      title: analyseText(passage.title, passage.language).join(' '),
      body: analyseText(passage.text, passage.language).join(' '),
    });
  }

  function searchIn(question: string, analysedAs: LanguageCode, within: LanguageCode): SourceHit[] {
    const mini = indexes.get(within);
    const terms = [...new Set(analyseText(question, analysedAs))];
    if (!mini || terms.length === 0) return [];
    const results = mini.search(terms.join(' '), {
      boost: { title: TITLE_BOOST },
      prefix: (term) => term.length >= PREFIX_MIN_LENGTH && !HAN.test(term),
      fuzzy: (term) =>
        term.length >= FUZZY_MIN_LENGTH && !HAN.test(term) ? FUZZY_DISTANCE : false,
      boostDocument: (_id, _term, stored) => (stored?.['type'] === 'faq' ? FAQ_BOOST : 1),
    });
    return groupBySource(results, terms.length);
  }

  function groupBySource(results: SearchResult[], termCount: number): SourceHit[] {
    const hits = new Map<string, SourceHit & { matched: Set<string> }>();
    for (const result of results) {
      const passage = byId.get(String(result.id))!;
      const key = sourceKey(passage);
      const hit = hits.get(key) ?? { key, passage, score: 0, coverage: 0, matched: new Set() };
      if (result.score > hit.score) Object.assign(hit, { passage, score: result.score });
      for (const term of result.queryTerms) hit.matched.add(term);
      hits.set(key, hit);
    }
    return [...hits.values()].map(({ matched, ...hit }) => ({
      ...hit,
      coverage: matched.size / termCount,
    }));
  }

  return {
    search(question, language) {
      const own = searchIn(question, language, language);
      const fallback =
        language === DEFAULT_LANGUAGE ? [] : searchIn(question, DEFAULT_LANGUAGE, DEFAULT_LANGUAGE);
      // One hit per source: its better showing in either language.
      const best = new Map<string, SourceHit>();
      for (const hit of [...own, ...fallback]) {
        const known = best.get(hit.key);
        if (
          !known ||
          hit.coverage > known.coverage ||
          (hit.coverage === known.coverage && hit.score > known.score)
        ) {
          best.set(hit.key, hit);
        }
      }
      return [...best.values()].sort((a, b) => b.score - a.score);
    },
    passage(key, language) {
      const [type, slug] = key.split(':');
      const of = (lang: LanguageCode) =>
        passages.find((p) => p.type === type && p.slug === slug && p.language === lang);
      return of(language) ?? of(DEFAULT_LANGUAGE);
    },
    inLanguage(passage, language) {
      const [type, slug, , section] = passage.id.split(':');
      return byId.get(`${type}:${slug}:${language}:${section}`) ?? passage;
    },
  };
}
