// Reference values for package rating, made with the reference
// implementation of Weng–Lin ratings, openskill 5.0.1 (JavaScript), with
// its defaults and the Plackett–Luce model.
//
//   cd internal/tools/openskill && npm ci
//   node gen.mjs > ../../../rating/testdata/openskill.json
//   node gen.mjs season ../../../stats/testdata/ratings/places.json \
//     > ../../../stats/testdata/ratings/want.json
//
// The first writes random matches of 3–12 players with ties (each from
// random ratings) and a whole season of matches among ten players, each
// match starting from the ratings the season has reached. The second
// rates the ranked games of a places file ({"buhmann": [[{"player",
// "rank"}, …], …], "lord": […]}) in order, every player new at first, and
// writes each player's final rating per variant.
import { rate, rating, ordinal } from "openskill";
import { readFileSync } from "node:fs";

// mulberry32: a small seeded generator, so that the file is the same on
// every run.
function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = mulberry32(22);
const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));

// ranks draws places for n players, with ties about one time in three.
function ranks(n) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(int(1, rand() < 0.35 ? Math.max(2, Math.floor(n / 2)) : n));
  return out;
}

function matches(count) {
  const out = [];
  for (let m = 0; m < count; m++) {
    const n = 3 + (m % 10);
    const before = [];
    for (let i = 0; i < n; i++) {
      before.push(m % 4 === 0 ? rating() : { mu: 15 + rand() * 20, sigma: 1 + rand() * 7.3 });
    }
    const rank = ranks(n);
    const after = rate(before.map((r) => [r]), { rank }).map((t) => t[0]);
    out.push({ before, rank, after });
  }
  return out;
}

function season(games) {
  const players = ["Ana", "Ben", "Cleo", "Dario", "Emil", "Fay", "Gus", "Hana", "Ivo", "Jo"];
  const now = new Map(players.map((p) => [p, rating()]));
  const out = [];
  for (let g = 0; g < games; g++) {
    const n = int(3, players.length);
    const seated = [...players].sort(() => rand() - 0.5).slice(0, n);
    const rank = ranks(n);
    const after = rate(seated.map((p) => [now.get(p)]), { rank }).map((t) => t[0]);
    seated.forEach((p, i) => now.set(p, after[i]));
    out.push({ players: seated, rank, after });
  }
  return out;
}

function ratePlaces(file) {
  const input = JSON.parse(readFileSync(file, "utf8"));
  const out = {};
  for (const [variant, games] of Object.entries(input)) {
    const now = new Map();
    for (const game of games) {
      const before = game.map(({ player }) => now.get(player) ?? rating());
      const after = rate(before.map((r) => [r]), { rank: game.map(({ rank }) => rank) });
      game.forEach(({ player }, i) => now.set(player, after[i][0]));
    }
    out[variant] = Object.fromEntries(
      [...now].sort(([a], [b]) => (a < b ? -1 : 1)).map(([p, r]) => [p, { ...r, ordinal: ordinal(r) }]),
    );
  }
  return out;
}

const result = process.argv[2] === "season"
  ? ratePlaces(process.argv[3])
  : { openskill: "5.0.1", matches: matches(40), season: season(60) };
// One match or one player per line: small diffs, readable by eye.
const lines = (v) =>
  Array.isArray(v) || typeof v !== "object"
    ? JSON.stringify(v)
    : "{\n" + Object.entries(v).map(([k, x]) => JSON.stringify(k) + ": " + (Array.isArray(x)
      ? "[\n" + x.map((e) => "  " + JSON.stringify(e)).join(",\n") + "\n]"
      : typeof x === "object" ? lines(x) : JSON.stringify(x))).join(",\n") + "\n}";
process.stdout.write(lines(result) + "\n");
