/**
 * `?notice=time-up` on the result page: the exam page sent the learner there because time
 * ran out (handed in automatically at zero, or already closed by the server at its deadline).
 */
export const TIME_UP_NOTICE = 'time-up';
