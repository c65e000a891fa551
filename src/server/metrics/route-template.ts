type Query = Record<string, string | string[] | undefined>;

/** What a request says about the route file that serves it. */
export interface RouteTemplate {
  /** The path with its dynamic segments named as the route file does: `/api/orders/[id]`. */
  template: string;
  /**
   * False when a search parameter repeats a path segment under its own name
   * (`/api/orders/x?id=x`): Next's `query` then cannot tell a dynamic segment from a search
   * parameter, and the template is not to be trusted.
   */
  certain: boolean;
}

/**
 * The route template of a pages-router API request, from its URL and the `query` Next built
 * for it (search parameters, overwritten by the path's dynamic parameters). Next does not
 * hand the handler its page's path, and the template — never the raw URL, whose ids would
 * make a metric series per record — is what request metrics are labelled with. A dynamic
 * parameter is a `query` key whose value is not the search parameter's: its value is put
 * back as `[key]` (a catch-all's run of segments as `[...key]`).
 */
export function routeTemplateOf(url: string, query: Query): RouteTemplate {
  const questionMark = url.indexOf('?');
  const path = questionMark === -1 ? url : url.slice(0, questionMark);
  const search = new URLSearchParams(questionMark === -1 ? '' : url.slice(questionMark + 1));
  const segments: (string | null)[] = path.split('/').map(decodeSegment);
  const names: (string | undefined)[] = [];
  let certain = true;

  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const searched = search.getAll(key);
    const fromSearch = searched.length > 0 && sameValue(searched, value);
    const at = findSegments(segments, names, typeof value === 'string' ? [value] : value);
    if (fromSearch) {
      // A search parameter equal to a path segment could be either: only other requests can tell.
      if (at !== -1) certain = false;
      continue;
    }
    // Not in the path: a key Next itself added, not a segment; nothing to name.
    if (at === -1) continue;
    const run = typeof value === 'string' ? 1 : value.length;
    names[at] = typeof value === 'string' ? `[${key}]` : `[...${key}]`;
    for (let index = at + 1; index < at + run; index += 1) names[index] = '';
  }

  const template = segments
    .map((segment, index) => names[index] ?? segment)
    .filter((segment, index) => index === 0 || segment !== '')
    .join('/');
  return { template: template || '/', certain };
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function sameValue(searched: string[], value: string | string[]): boolean {
  if (typeof value === 'string') return searched.length === 1 && searched[0] === value;
  return value.length === searched.length && value.every((item, index) => item === searched[index]);
}

/** The first index (past the leading empty one) where `values` run, over segments not named yet; -1 if none. */
function findSegments(segments: (string | null)[], names: (string | undefined)[], values: string[]): number {
  if (values.length === 0) return -1;
  for (let start = 1; start + values.length <= segments.length; start += 1) {
    if (values.every((value, offset) => names[start + offset] === undefined && segments[start + offset] === value)) {
      return start;
    }
  }
  return -1;
}
