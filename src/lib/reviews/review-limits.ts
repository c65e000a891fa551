/** The limits of a course review (issue 24), shared by the API's schemas and the browser's form. */
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const HIDE_REASON_MIN = 3;
export const HIDE_REASON_MAX = 500;
/** Reviews per page of the course page's list. */
export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
