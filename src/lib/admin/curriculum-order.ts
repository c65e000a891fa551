/**
 * The curriculum editor's moves, as pure functions over the order the API takes
 * (PUT /api/admin/courses/{id}/curriculum): sections in order, each with its lesson ids in
 * order. Drag and drop and the keyboard's move buttons both end here.
 */
export interface SectionOrder {
  id: number;
  lesson_ids: number[];
}

function copy(order: readonly SectionOrder[]): SectionOrder[] {
  return order.map((section) => ({ ...section, lesson_ids: [...section.lesson_ids] }));
}

/** The section at `from` moved to index `to` (clamped to the list). */
export function moveSection(order: readonly SectionOrder[], from: number, to: number): SectionOrder[] {
  const next = copy(order);
  const target = Math.max(0, Math.min(next.length - 1, to));
  if (from < 0 || from >= next.length || from === target) return next;
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return next;
}

/**
 * The lesson moved into section `toSectionId` at index `toIndex` (clamped; an index counted
 * in that section's list as it is before the move).
 */
export function moveLesson(
  order: readonly SectionOrder[],
  lessonId: number,
  toSectionId: number,
  toIndex: number,
): SectionOrder[] {
  const next = copy(order);
  const source = next.find((section) => section.lesson_ids.includes(lessonId));
  const target = next.find((section) => section.id === toSectionId);
  if (!source || !target) return next;
  const fromIndex = source.lesson_ids.indexOf(lessonId);
  source.lesson_ids.splice(fromIndex, 1);
  // Within one section, removing the lesson first shifts the later places down by one.
  const adjusted = source === target && toIndex > fromIndex ? toIndex - 1 : toIndex;
  target.lesson_ids.splice(Math.max(0, Math.min(target.lesson_ids.length, adjusted)), 0, lessonId);
  return next;
}

/**
 * One step up or down for the keyboard: within its section, or across into the end of the
 * previous section (up from the first place) or the start of the next (down from the last).
 */
export function stepLesson(order: readonly SectionOrder[], lessonId: number, direction: -1 | 1): SectionOrder[] {
  const sectionIndex = order.findIndex((section) => section.lesson_ids.includes(lessonId));
  if (sectionIndex < 0) return copy(order);
  const section = order[sectionIndex]!;
  const index = section.lesson_ids.indexOf(lessonId);
  const within = index + direction;
  if (within >= 0 && within < section.lesson_ids.length) {
    return moveLesson(order, lessonId, section.id, direction === 1 ? within + 1 : within);
  }
  const neighbour = order[sectionIndex + direction];
  if (!neighbour) return copy(order);
  return moveLesson(order, lessonId, neighbour.id, direction === 1 ? 0 : neighbour.lesson_ids.length);
}
