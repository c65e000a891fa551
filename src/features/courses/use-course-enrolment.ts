import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { toApiError, type ApiErrorCode } from '@/lib/api/api-error';
import { nextPathOf, placeOrder } from '@/lib/commerce/place-order';
import { useLoad } from '@/hooks/use-load';
import { useIsSignedIn } from '@/store/hooks';
import { coursesApi } from './lazy-courses-api';

/**
 * signed-out: no session · checking: asking the server · enrolled / not-enrolled ·
 * check-failed: the status call failed (retry offers another go).
 */
type EnrolmentStatus = 'signed-out' | 'checking' | 'enrolled' | 'not-enrolled' | 'check-failed';

export interface CourseEnrolment {
  status: EnrolmentStatus;
  /** Enrolling right now (free courses). */
  enrolling: boolean;
  /** The last enrolment attempt failed. */
  enrolFailed: boolean;
  /** True once this visit enrolled the learner (not when they already were). */
  justEnrolled: boolean;
  enrolNow: () => Promise<void>;
  /** Paid courses: places the order and goes to its checkout. */
  buyNow: () => Promise<void>;
  buying: boolean;
  /** Why the last purchase attempt failed, or null. */
  buyError: ApiErrorCode | null;
  retry: () => void;
}

/**
 * The viewer's enrolment in a course. The course page is the same for every visitor (built
 * statically), so this part is filled in in the browser: from purchased-status when signed
 * in, then from the enrol call's reply. A page rendered for the viewer (a locked lesson)
 * already knows and says so in `enrolledAtLoad`: nothing is asked then.
 */
export function useCourseEnrolment(course: { id: number; slug: string }, enrolledAtLoad?: boolean): CourseEnrolment {
  const isLoggedIn = useIsSignedIn();
  const check = useLoad(
    async () => enrolledAtLoad ?? (isLoggedIn ? (await coursesApi()).purchasedStatus(course.slug) : false),
    `${course.slug}:${isLoggedIn}`,
  );
  const [action, setAction] = useState<'idle' | 'enrolling' | 'enrolled' | 'failed'>('idle');
  const router = useRouter();
  const [purchase, setPurchase] = useState<{ buying: boolean; error: ApiErrorCode | null }>({
    buying: false,
    error: null,
  });

  const enrolNow = useCallback(async () => {
    setAction('enrolling');
    try {
      await (await coursesApi()).enrol(course.id);
      setAction('enrolled');
    } catch {
      setAction('failed');
    }
  }, [course.id]);

  const buyNow = useCallback(async () => {
    setPurchase({ buying: true, error: null });
    try {
      const order = await placeOrder([{ product_type: 'COURSE', product_id: course.id }]);
      await router.push(nextPathOf(order));
    } catch (err) {
      setPurchase({ buying: false, error: toApiError(err).error_code });
    }
  }, [course.id, router]);

  let status: EnrolmentStatus;
  if (!isLoggedIn) status = 'signed-out';
  else if (action === 'enrolled' || (enrolledAtLoad ?? check.data) === true) status = 'enrolled';
  else if (enrolledAtLoad === false) status = 'not-enrolled';
  else if (check.status === 'failed') status = 'check-failed';
  else if (check.status === 'loading') status = 'checking';
  else status = 'not-enrolled';

  return {
    status,
    enrolling: action === 'enrolling',
    enrolFailed: action === 'failed',
    justEnrolled: action === 'enrolled',
    enrolNow,
    buyNow,
    buying: purchase.buying,
    buyError: purchase.error,
    retry: check.retry,
  };
}
