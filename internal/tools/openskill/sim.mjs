// The evidence for limitSigma (README, "Rating", σ limit): seasons of
// random games among 10 players of fixed true skills, each game's
// showings drawn Plackett–Luce-like (skill minus Gumbel noise of scale
// β), rated by openskill 5.0.1 with and without limitSigma. It prints,
// averaged over 20 seasons, the mean log-loss of the winner's predicted
// chance (predictWin before the game), how often a player's σ grew after
// a game, and the mean σ at the end.
//
//   cd internal/tools/openskill && npm ci && node sim.mjs
import { rate, rating, predictWin } from "openskill";

function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function season(limitSigma, seed, games) {
  const rand = mulberry32(seed);
  const n = 10;
  const skill = Array.from({ length: n }, () => 20 + rand() * 10);
  const now = Array.from({ length: n }, () => rating());
  let logLoss = 0, grew = 0, seats = 0;
  for (let g = 0; g < games; g++) {
    const k = 3 + Math.floor(rand() * 4);
    const seated = [...Array(n).keys()].sort(() => rand() - 0.5).slice(0, k);
    const showing = seated.map((p) => skill[p] - (25 / 6) * Math.log(-Math.log(rand())));
    const order = showing.map((_, i) => i).sort((a, b) => showing[b] - showing[a]);
    const rank = new Array(k);
    order.forEach((i, r) => (rank[i] = r + 1));
    logLoss -= Math.log(predictWin(seated.map((p) => [now[p]]))[order[0]]);
    const after = rate(seated.map((p) => [now[p]]), { rank, limitSigma }).map((t) => t[0]);
    seated.forEach((p, i) => {
      grew += after[i].sigma > now[p].sigma ? 1 : 0;
      seats++;
      now[p] = after[i];
    });
  }
  return { logLoss: logLoss / games, grew: grew / seats, sigma: now.reduce((a, r) => a + r.sigma, 0) / n };
}

for (const limitSigma of [false, true]) {
  const sum = { logLoss: 0, grew: 0, sigma: 0 };
  for (let seed = 1; seed <= 20; seed++) {
    const s = season(limitSigma, seed, 2000);
    for (const k in sum) sum[k] += s[k] / 20;
  }
  console.log(`limitSigma ${limitSigma}: log-loss ${sum.logLoss.toFixed(4)}, sigma grew in ${(100 * sum.grew).toFixed(1)} % of player-games, mean sigma at the end ${sum.sigma.toFixed(3)}`);
}
