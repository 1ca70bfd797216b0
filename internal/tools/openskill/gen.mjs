// Reference values for package rating, made with the reference
// implementation of Weng–Lin ratings, openskill 5.0.1 (JavaScript), with
// its defaults and the Plackett–Luce model.
//
//   cd internal/tools/openskill && npm ci
//   node gen.mjs > ../../../rating/testdata/openskill.json
//   node gen.mjs season ../../../stats/testdata/ratings/places.json \
//     > ../../../stats/testdata/ratings/want.json
//
// The first writes, with openskill's defaults (rating.Reference), random
// matches of 3–12 players with ties (each from random ratings) and a
// whole season of matches among ten players, each match starting from the
// ratings the season has reached; then, as rolekeeper rates
// (rating.Default: openskill with limitSigma and shared places by
// Breslow's rule, the model below handed to openskill's rate), matches
// without shared places (openskill's own model: the two rules agree
// there), matches with shared places, the issue's games and a season;
// and openskill's predictWin on fixed ratings. The second rates the
// ranked games of a places file ({"buhmann": [[{"player", "rank"}, …],
// …], "lord": […]}) in order as rolekeeper does, every player new at
// first, and writes each player's final rating per variant.
import { rate, rating, ordinal, predictWin } from "openskill";
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

function season(games, options = {}) {
  const players = ["Ana", "Ben", "Cleo", "Dario", "Emil", "Fay", "Gus", "Hana", "Ivo", "Jo"];
  const now = new Map(players.map((p) => [p, rating()]));
  const out = [];
  for (let g = 0; g < games; g++) {
    const n = int(3, players.length);
    const seated = [...players].sort(() => rand() - 0.5).slice(0, n);
    const rank = ranks(n);
    const after = rate(seated.map((p) => [now.get(p)]), { ...options, rank }).map((t) => t[0]);
    seated.forEach((p, i) => now.set(p, after[i]));
    out.push({ players: seated, rank, after });
  }
  return out;
}

// breslow is openskill 5.0.1's Plackett–Luce model (src/models/
// plackett-luce.ts) for teams of one with each shared place's terms not
// divided by the number sharing it (A_q = 1, Breslow's rule): openskill's
// rate does the rest (τ, the order, limitSigma).
function breslow(game, options) {
  const BETASQ = (25 / 6) ** 2, KAPPA = 1e-4;
  const ranks = [];
  let s = 0;
  for (let j = 0; j < game.length; j++) {
    if (j > 0 && options.rank[j - 1] < options.rank[j]) s = j;
    ranks.push(s);
  }
  const t = game.map(([p], i) => ({ mu: p.mu, sq: p.sigma ** 2, rank: ranks[i] }));
  const c = Math.sqrt(t.reduce((a, x) => a + x.sq + BETASQ, 0));
  const sumQ = t.map((q) => t.filter((i) => i.rank >= q.rank).reduce((a, i) => a + Math.exp(i.mu / c), 0));
  return t.map((ti, i) => {
    const e = Math.exp(ti.mu / c);
    let omega = 0, delta = 0;
    t.forEach((tq, q) => {
      if (tq.rank > ti.rank) return;
      const quotient = e / sumQ[q];
      omega += i === q ? 1 - quotient : -quotient;
      delta += quotient * (1 - quotient);
    });
    const sigma = Math.sqrt(ti.sq);
    omega *= ti.sq / c;
    delta *= (ti.sq / c ** 2) * (sigma / c);
    return [{ mu: ti.mu + omega, sigma: sigma * Math.sqrt(Math.max(1 - delta, KAPPA)) }];
  });
}

// rolekeeper is how package rating rates by default (rating.Default).
const rolekeeper = { limitSigma: true, model: breslow };

// strictRanks draws places for n players with no two alike.
function strictRanks(n) {
  const out = [...Array(n).keys()].map((i) => i + 1);
  return out.sort(() => rand() - 0.5);
}

// rated writes matches rated with the options given; shared places about
// one time in three unless strict.
function rated(count, options, strict) {
  const out = [];
  for (let m = 0; m < count; m++) {
    const n = 3 + (m % 10);
    const before = [];
    for (let i = 0; i < n; i++) {
      before.push(m % 4 === 0 ? rating() : { mu: 15 + rand() * 20, sigma: 0.5 + rand() * 7.8 });
    }
    const rank = strict ? strictRanks(n) : ranks(n);
    const after = rate(before.map((r) => [r]), { ...options, rank }).map((t) => t[0]);
    out.push({ before, rank, after });
  }
  return out;
}

// issueGames are the games of issue 31, every player new: a 5-player
// Buhmann game with a shared first place, places [1,2,3,2,4], and 8
// players with a shared second place.
function issueGames() {
  return [[1, 1, 3, 4, 5], [1, 2, 3, 2, 4], [1, 2, 2, 4, 5, 6, 7, 8]].map((rank) => {
    const before = rank.map(() => rating());
    return { before, rank, after: rate(before.map((r) => [r]), { ...rolekeeper, rank }).map((t) => t[0]) };
  });
}

// predictions are openskill's predictWin for 2–12 players of random
// ratings.
function predictions(count) {
  const out = [];
  for (let m = 0; m < count; m++) {
    const n = 2 + (m % 11);
    const players = [];
    for (let i = 0; i < n; i++) players.push(m % 5 === 0 ? rating() : { mu: 10 + rand() * 30, sigma: 0.5 + rand() * 8 });
    out.push({ players, win: predictWin(players.map((r) => [r])) });
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
      const after = rate(before.map((r) => [r]), { ...rolekeeper, rank: game.map(({ rank }) => rank) });
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
  : {
    openskill: "5.0.1", matches: matches(40), season: season(60),
    strict: rated(60, rolekeeper, true), ties: rated(80, rolekeeper, false), issue: issueGames(),
    season_default: season(80, rolekeeper), predict_win: predictions(44),
  };
// One match or one player per line: small diffs, readable by eye.
const lines = (v) =>
  Array.isArray(v) || typeof v !== "object"
    ? JSON.stringify(v)
    : "{\n" + Object.entries(v).map(([k, x]) => JSON.stringify(k) + ": " + (Array.isArray(x)
      ? "[\n" + x.map((e) => "  " + JSON.stringify(e)).join(",\n") + "\n]"
      : typeof x === "object" ? lines(x) : JSON.stringify(x))).join(",\n") + "\n}";
process.stdout.write(lines(result) + "\n");
