/** The sandbox's demo sign-ins: seeded by the sandbox server, shown on the sign-in page of sandbox builds. */
export const DEMO_ACCOUNTS = [
  { role: 'Seller', fullName: 'Adaeze Okafor', email: 'ada@escrow.test', password: 'sandbox123' },
  { role: 'Buyer', fullName: 'Bayo Adeyemi', email: 'bayo@escrow.test', password: 'sandbox123' },
] as const
