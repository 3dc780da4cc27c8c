import { useDndMonitor, useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { TDndKit } from '../lib/dnd-runtime';
import { ManageDnd } from './manage-dnd';

/** The manage list's drag and drop, loaded after the page's first paint (lib/dnd-runtime.tsx). */
export const DND_KIT: TDndKit = {
  useSortableItem: useSortable,
  useDropArea: useDroppable,
  useDragMonitor: useDndMonitor,
  SortableList: ({ id, items, children }) => (
    <SortableContext id={id} items={items} strategy={verticalListSortingStrategy}>
      {children}
    </SortableContext>
  ),
  ManageDnd,
};
