/**
 * schema.org QAPage structured data for a knowledge-base article, so search
 * engines can show the question with its accepted answer.
 */

export interface QaPageInput {
  /** The question as a title. */
  title: string;
  question: string;
  answer: string;
  /** Absolute URL of the article. */
  url: string;
}

export interface QaPageJsonLd {
  '@context': 'https://schema.org';
  '@type': 'QAPage';
  mainEntity: {
    '@type': 'Question';
    name: string;
    text: string;
    answerCount: 1;
    url: string;
    acceptedAnswer: {'@type': 'Answer'; text: string; url: string};
  };
}

const collapse = (text: string) =>
  text
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

export function buildQaPageJsonLd({title, question, answer, url}: QaPageInput): QaPageJsonLd {
  if (!title.trim() || !question.trim() || !answer.trim()) {
    throw new Error('A QAPage needs a title, a question and an answer.');
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'QAPage',
    mainEntity: {
      '@type': 'Question',
      name: title.trim(),
      text: collapse(question),
      answerCount: 1,
      url,
      acceptedAnswer: {'@type': 'Answer', text: collapse(answer), url: `${url}#answer`},
    },
  };
}

/** JSON for a <script> element: "</" is escaped so the text cannot close the script early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/<\//g, '<\\/');
}
