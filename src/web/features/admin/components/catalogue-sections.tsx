import { useAdminParams } from '../lib/section-params';
import { EbookEditor } from './ebook-editor';
import { EbookList } from './ebook-list';
import { ExerciseEditor } from './exercise-editor';
import { ExerciseList } from './exercise-list';
import { FoodEditor } from './food-editor';
import { FoodList } from './food-list';

/** The record `?id=` names, or null for the list. */
function useOpenId(): number | null {
  const { params } = useAdminParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Foods' names and groups (issue 24 A2): the list, or `?id=` opens one food. */
export function FoodsSection() {
  const id = useOpenId();
  return id === null ? <FoodList /> : <FoodEditor id={id} />;
}

/** Exercises: names, METs, photos (issue 24 A2). */
export function ExercisesSection() {
  const id = useOpenId();
  return id === null ? <ExerciseList /> : <ExerciseEditor id={id} />;
}

/** E-books: texts, prices, cover and files (issue 24 A2). */
export function EbooksSection() {
  const id = useOpenId();
  return id === null ? <EbookList /> : <EbookEditor id={id} />;
}
