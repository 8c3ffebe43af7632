// The six games, in menu order: the one list the browser tests, the
// benchmarks and the screenshots take their games from. A native test
// (crates/tools/tests/games_list.rs) reads this file and checks it against
// the app's own table (`Variant::ALL` and each game's `info()`), so a
// seventh game, or a renamed one, fails there first.
//
// kind: 'race' (the knights), 'pawns' (a piece against pawns), 'hunt' (the king hunt).
export const GAMES = [
  { slug: 'cai', name: 'Cai în tabăra dușmanului', kind: 'race', rules: 'cai-in-tabara-dusmanului.txt' },
  { slug: 'nebun', name: 'Nebun contra 3 pioni', kind: 'pawns', rules: 'piesa-contra-pionilor.txt' },
  { slug: 'cal', name: 'Cal contra 3 pioni', kind: 'pawns', rules: 'piesa-contra-pionilor.txt' },
  { slug: 'turn', name: 'Turn contra 5 pioni', kind: 'pawns', rules: 'piesa-contra-pionilor.txt' },
  { slug: 'dama', name: 'Dama contra 8 pioni', kind: 'pawns', rules: 'dama-contra-8-pioni.txt' },
  { slug: 'rege', name: 'Vânătoarea regelui', kind: 'hunt', rules: 'vanatoarea-regelui.txt' },
];

/** Every game's slug, in menu order. */
export const SLUGS = GAMES.map((g) => g.slug);

/** The games of a piece against pawns. */
export const PAWN_GAMES = GAMES.filter((g) => g.kind === 'pawns').map((g) => g.slug);

/** The game of `slug`; a slug that is no game's throws (a test's typo fails loudly). */
export function game(slug) {
  const found = GAMES.find((g) => g.slug === slug);
  if (!found) throw new Error(`no game "${slug}" in tests/games.mjs`);
  return found;
}

/** Some of the games, by slug, each checked to be one: `pick('cai', 'rege')`. */
export function pick(...slugs) {
  return slugs.map((s) => game(s).slug);
}
