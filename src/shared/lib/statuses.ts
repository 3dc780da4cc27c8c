/** A specbook / spec status (spec/workspace.md §4). */
export interface StatusDef {
  id: number;
  value: string;
  name: string;
  hexColor: string;
  userManaged: boolean;
}

/** The sixteen statuses with their fixed ids, labels, colours and userManaged flags. */
export const STATUSES: readonly StatusDef[] = [
  { id: 1, value: 'open', name: 'Open', userManaged: true, hexColor: '#333333' },
  { id: 2, value: 'approved', name: 'Approved', userManaged: true, hexColor: '#4068f1' },
  { id: 3, value: 'ordered', name: 'Ordered', userManaged: true, hexColor: '#009977' },
  { id: 4, value: 'completed', name: 'Complete', userManaged: true, hexColor: '#aaaaaa' },
  { id: 5, value: 'rejected', name: 'Rejected', userManaged: true, hexColor: '#cc3333' },
  { id: 6, value: 'submitted', name: 'Submitted', userManaged: true, hexColor: '#d7bde2' },
  { id: 7, value: 'invoiced', name: 'Invoiced', userManaged: false, hexColor: '#660066' },
  { id: 8, value: 'refunded', name: 'Refunded', userManaged: false, hexColor: '#cccc14' },
  { id: 9, value: 'paid', name: 'Paid', userManaged: false, hexColor: '#77ab59' },
  { id: 10, value: 'partial_paid', name: 'Partially Paid', userManaged: false, hexColor: '#77ab59' },
  { id: 11, value: 'ready_to_order', name: 'Ready to Order', userManaged: true, hexColor: '#F07857' },
  { id: 12, value: 'confirmed', name: 'Confirmed', userManaged: true, hexColor: '#BE398D' },
  { id: 13, value: 'partial_shipped', name: 'Partial Shipped', userManaged: true, hexColor: '#F07857' },
  { id: 14, value: 'shipped', name: 'Shipped', userManaged: true, hexColor: '#F07857' },
  { id: 15, value: 'ready_for_delivery', name: 'Ready for Delivery', userManaged: true, hexColor: '#FFDE21' },
  { id: 16, value: 'order_on_hold', name: 'Order on Hold', userManaged: true, hexColor: '#BDB76B' },
];

/** The default status of a specbook and of a spec in a specbook. */
export const DEFAULT_STATUS = 'open';
