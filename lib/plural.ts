/** "1 referral", "2 referrals", "1 person", "3 people": a count with its noun in the right number (English). */
export const countText = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
