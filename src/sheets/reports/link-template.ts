// The organizer's pre-filled link template (docs/REPORTING.md, Pre-filled links). Without the Forms
// scope the add-on cannot ask the form for its questions' entry ids, so the organizer makes one link in
// Google Forms (Get pre-filled link) answering Round ROUND, Table TABLE and Your name NAME, and pastes
// it. Those three answers become REPORT_PLACEHOLDERS, so prefilledReportLink (src/engine/report-link.ts)
// fills every player's link by text substitution. Apps Script has no URL class: the address is split by hand.
import { REPORT_PLACEHOLDERS } from '../../engine/report-link';
import type { Problem } from '../../shared/types';

/** What the organizer types as each answer in Get pre-filled link, and the question it answers. */
const ANSWERS = [
  { typed: 'ROUND', question: 'Round', placeholder: REPORT_PLACEHOLDERS.round },
  { typed: 'TABLE', question: 'Table', placeholder: REPORT_PLACEHOLDERS.table },
  { typed: 'NAME', question: 'Your name', placeholder: REPORT_PLACEHOLDERS.name },
] as const;

/** How the organizer makes the link, for every message about it. */
export const LINK_TEMPLATE_HOW =
  'In Google Forms, open the form, choose ⋮ > Get pre-filled link, answer Round ROUND, Table TABLE and Your name NAME, click Get link, then Copy link, and paste the link into the sidebar.';

const FORM_ADDRESS = /^https:\/\/docs\.google\.com\/forms\/(?:[^?#]*\/)?viewform$/i;

export type LinkTemplate =
  /** `template` null: the link was empty, so the template is removed. */
  { ok: true; template: string | null } | { ok: false; problems: Problem[] };

/** The codes of the problems with a pre-filled link given as the report links' template. */
export const LINK_TEMPLATE_CODES = {
  /** Not a Google Forms pre-filled link (or a forms.gle short link). */
  notPrefilledLink: 'link-template-not-prefilled-link',
  /** A placeholder answer the link does not hold. */
  answerMissing: 'link-template-answer-missing',
  /** A placeholder answer given to more than one question. */
  answerTwice: 'link-template-answer-twice',
  /** Other answers pre-filled besides the placeholders. */
  otherAnswers: 'link-template-other-answers',
} as const;

function problem(code: string, message: string, fix: string): Problem {
  return { severity: 'error', tab: '', cell: '', message, fix, code };
}

/** A query value as the form means it: `+` is a space, and an undecodable value is kept as typed. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch (_) {
    return value;
  }
}

/**
 * The pasted link checked and normalised: a Google form's /viewform address whose query answers
 * exactly three questions, with ROUND, TABLE and NAME (any case, URL-encoded or not), which become the
 * placeholders. Every problem says what to do about it.
 */
export function readLinkTemplate(link: string): LinkTemplate {
  const text = String(link ?? '').trim();
  if (!text) return { ok: true, template: null };
  const [beforeHash] = text.split('#');
  const q = beforeHash.indexOf('?');
  const address = q < 0 ? beforeHash : beforeHash.slice(0, q);
  if (!FORM_ADDRESS.test(address))
    return {
      ok: false,
      problems: [
        problem(
          LINK_TEMPLATE_CODES.notPrefilledLink,
          /^https?:\/\/forms\.gle\//i.test(address)
            ? 'This is a short link (forms.gle): it holds no pre-filled answers.'
            : 'This is not a Google Forms pre-filled link: it must start with https://docs.google.com/forms/ and its address end in /viewform.',
          LINK_TEMPLATE_HOW,
        ),
      ],
    };
  const params = (q < 0 ? '' : beforeHash.slice(q + 1))
    .split('&')
    .filter(Boolean)
    .map((p) => {
      const eq = p.indexOf('=');
      return eq < 0 ? { key: p, value: '' } : { key: p.slice(0, eq), value: p.slice(eq + 1) };
    });
  const answers = params.filter((p) => /^entry\.\d+$/.test(p.key));
  const typed = (p: { value: string }) => decoded(p.value).trim().toUpperCase();
  const problems: Problem[] = [];
  for (const a of ANSWERS) {
    const count = answers.filter((p) => typed(p) === a.typed).length;
    if (count === 0)
      problems.push(
        problem(
          LINK_TEMPLATE_CODES.answerMissing,
          `The link has no answer ${a.typed}.`,
          `In Get pre-filled link, type ${a.typed} as the answer to ${a.question}, then copy the new link.`,
        ),
      );
    if (count > 1)
      problems.push(
        problem(
          LINK_TEMPLATE_CODES.answerTwice,
          `The link answers ${a.typed} to ${count} questions.`,
          `In Get pre-filled link, type ${a.typed} only as the answer to ${a.question}.`,
        ),
      );
  }
  const others = answers.filter((p) => !ANSWERS.some((a) => a.typed === typed(p)));
  if (others.length)
    problems.push(
      problem(
        LINK_TEMPLATE_CODES.otherAnswers,
        `The link also answers ${others.map((p) => `"${decoded(p.value)}"`).join(', ')}: every player's report would start with ${others.length === 1 ? 'that answer' : 'those answers'}.`,
        'In Get pre-filled link, answer only Round (ROUND), Table (TABLE) and Your name (NAME), leaving every other question blank.',
      ),
    );
  if (problems.length) return { ok: false, problems };
  const query = params.map((p) => {
    const a = ANSWERS.find((x) => x.typed === typed(p));
    return a && answers.includes(p) ? `${p.key}=${a.placeholder}` : p.value ? `${p.key}=${p.value}` : p.key;
  });
  return { ok: true, template: `${address}?${query.join('&')}` };
}

/**
 * The form's address players open: the template's without its query, else the connected tab's form
 * address (Sheet.getFormUrl) when it is a Google form's /edit or /viewform address, made /viewform.
 */
export function formLinkOf(template: string | null | undefined, formUrl: string): string | null {
  if (template) return template.split('?')[0];
  const address = String(formUrl ?? '')
    .trim()
    .split(/[?#]/)[0];
  const m = /^(https:\/\/docs\.google\.com\/forms\/(?:[^?#]*\/)?)(?:edit|viewform)$/i.exec(address);
  return m ? `${m[1]}viewform` : null;
}
