/** Demo shipping costs and discounts by account key; discounts under `global` belong to no account. */
export const DEMO_SHIPPING = {
  costs: {
    lakeside: [
      { name: 'Local delivery (Chicago)', method: 'schedule_delivery', cost: '75.00' },
      { name: 'Ground freight', method: 'ship_now', cost: '45.00' },
      { name: 'Showroom pick up', method: 'schedule_pickup', cost: '0.00' },
    ],
    harbor: [{ name: 'Will call', method: 'schedule_pickup', cost: '0.00' }],
  } as Record<string, { name: string; method: string; cost: string }[]>,
  discounts: {
    lakeside: [
      { name: 'Free delivery over $5,000', type: 'percent', value: '100.00', minimumSubtotal: '5000.00' },
      { name: 'Trade partner shipping', type: 'amount', value: '25.00', minimumSubtotal: '0.00' },
    ],
    harbor: [{ name: 'Contractor freight credit', type: 'amount', value: '40.00', minimumSubtotal: '1500.00' }],
    global: [{ name: 'Specfolio marketplace: half-price shipping over $2,500', type: 'percent', value: '50.00', minimumSubtotal: '2500.00' }],
  } as Record<string, { name: string; type: string; value: string; minimumSubtotal: string }[]>,
};
