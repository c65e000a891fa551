import { LoadStateView } from '@/components/load-state-view';
import { useLoad } from '@/hooks/use-load';
import { homeShowcase } from '../home-api';
import { CourseShowcase } from './course-showcase';

/** The course sections loaded in the browser, for a home page rendered without them. */
export function LoadedShowcase() {
  const state = useLoad(homeShowcase, 'home-showcase');
  return (
    <LoadStateView state={state} isEmpty={() => false}>
      {(data) => <CourseShowcase showcase={data} />}
    </LoadStateView>
  );
}
