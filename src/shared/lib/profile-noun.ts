/** What a profile is called for the user: 'Projects' / 'Project' for pro users (spec §6 ROLE_PRO). */
export function profileNoun(isPro: boolean, plural = false): string {
  if (isPro) return plural ? 'Projects' : 'Project';
  return plural ? 'Profiles' : 'Profile';
}
