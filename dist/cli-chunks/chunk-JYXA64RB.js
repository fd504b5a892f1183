import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  detectableChange,
  firstBoundary,
  incompleteBeta,
  integrateGaussPieces,
  logGamma,
  lowerMedian,
  median,
  midranks,
  normalCdf,
  normalQuantile,
  normalSf,
  roundsNeeded,
  tQuantile,
  zBoundaryAt
} from "./chunk-LNLQHGIY.js";
import {
  sortedParams
} from "./chunk-UEKWDCHD.js";

// src/stats/threshold.ts
function thresholdEdges(threshold) {
  return { low: -threshold / (1 + threshold), high: threshold };
}
var ROUNDING = 1e-12;
function exceedsThreshold(change, threshold) {
  const edges = thresholdEdges(threshold);
  return change - edges.high > ROUNDING || edges.low - change > ROUNDING;
}
function insideThreshold(low, high, threshold) {
  const edges = thresholdEdges(threshold);
  return low > edges.low && high < edges.high;
}

// src/stats/exact-rows.ts
var NEAR_EXACT_SPREAD_SHARE = 0.1;
function rangeOf(rounds, side) {
  let min = Infinity;
  let max = -Infinity;
  for (const r of rounds) {
    for (const x of r[side]) {
      min = Math.min(min, x);
      max = Math.max(max, x);
    }
  }
  return min > 0 && min <= max ? { min, max } : void 0;
}
function judgeExact(row, rounds, policy) {
  if (rounds.length < policy.minRounds) return void 0;
  const base = rangeOf(rounds, "base");
  const head = rangeOf(rounds, "head");
  if (!base || !head) return void 0;
  const threshold = policy.threshold(row);
  const spread = Math.max(base.max / base.min, head.max / head.min) - 1;
  if (spread > 0 && (row.primary || spread > NEAR_EXACT_SPREAD_SHARE * threshold)) return void 0;
  const low = head.min / base.max - 1;
  const high = head.max / base.min - 1;
  const beyond = low > 0 && exceedsThreshold(low, threshold) || high < 0 && exceedsThreshold(high, threshold);
  if (!beyond && (exceedsThreshold(low, threshold) || exceedsThreshold(high, threshold))) return void 0;
  const estimate = Math.sqrt(head.min * head.max / (base.min * base.max)) - 1;
  const worse = row.direction === "smaller" ? estimate > 0 : estimate < 0;
  const decision = {
    key: row.key,
    benchmark: row.benchmark,
    primary: row.primary,
    state: !beyond ? "unchanged" : worse ? "regression" : "improvement",
    rounds: rounds.length,
    change: { estimate, low, high },
    significant: low > 0 || high < 0,
    detectable: 0,
    exact: true
  };
  if (spread > 0) decision.exactSpread = spread;
  return decision;
}

// src/stats/sequential-designs.ts
function rankPart(alpha, share) {
  return alpha * (1 - (share ?? 0));
}
var reachableDesigns = /* @__PURE__ */ new Map();
function reachableDesign(alpha, rho, policy) {
  const key = `${alpha}|${rho}|${policy.minRounds}|${policy.maxRounds}`;
  const known = reachableDesigns.get(key);
  if (known) return known;
  const at = (minRounds) => {
    const d = { alpha, minRounds, maxRounds: policy.maxRounds };
    if (rho !== void 0) d.rho = rho;
    return d;
  };
  let design = at(Math.max(2, policy.maxRounds));
  for (let m = Math.max(2, policy.minRounds); m < policy.maxRounds; m++) {
    if (Math.sqrt(m) >= firstBoundary(at(m))) {
      design = at(m);
      break;
    }
  }
  reachableDesigns.set(key, design);
  return design;
}
function regressionDesign(policy) {
  return reachableDesign(rankPart(policy.alpha, policy.early?.share), policy.regressionRho, policy);
}
function equivalenceDesign(policy) {
  return reachableDesign(
    rankPart(policy.equivalenceAlpha, policy.early?.equivalenceShare),
    policy.equivalenceRho,
    policy
  );
}
function earlyRegressionDesign(policy) {
  const e = policy.early;
  if (!e || !(e.share > 0)) return void 0;
  return {
    alpha: policy.alpha * e.share / 2,
    firstLook: e.firstLook,
    maxRounds: policy.maxRounds,
    decay: e.decay,
    ...e.front ? { front: e.front } : {},
    ...e.pooled ? { pooled: true } : {},
    ...e.pooled && e.dropSlowest ? { dropSlowest: true } : {},
    // Which looks use it is dropSlowestAt's (src/stats/t-looks.ts) to say, from the design alone.
    ...e.dropSlowestUntil ? { dropSlowestUntil: e.dropSlowestUntil } : {},
    ...e.dropSlowestShares ? { dropSlowestShares: e.dropSlowestShares } : {}
  };
}
function earlyEquivalenceDesign(policy) {
  const e = policy.early;
  if (!e || !(e.equivalenceShare > 0)) return void 0;
  return {
    alpha: policy.equivalenceAlpha * e.equivalenceShare / 2,
    firstLook: e.firstLook,
    maxRounds: policy.maxRounds,
    decay: e.equivalenceDecay,
    ...e.equivalenceFront ? { front: e.equivalenceFront } : {},
    ...e.equivalenceTrim === false ? { trim: false } : {},
    ...e.pooled ? { pooled: true } : {},
    ...e.pooled && e.dropSlowest ? { dropSlowest: true } : {},
    // Which looks use it is dropSlowestAt's (src/stats/t-looks.ts) to say, from the design alone.
    ...e.dropSlowestUntil ? { dropSlowestUntil: e.dropSlowestUntil } : {},
    ...e.dropSlowestShares ? { dropSlowestShares: e.dropSlowestShares } : {}
  };
}

// src/stats/futility.ts
function conditionalPower(z, n, last, bNow, bLast, eta) {
  const a = (bNow - z) * Math.sqrt(n);
  if (a <= 0) return 1;
  const rest = last - n;
  if (rest <= 0) return 0;
  const nu = eta - (bLast * Math.sqrt(last) - bNow * Math.sqrt(n)) / rest;
  const root = Math.sqrt(rest);
  const direct = normalCdf(-(a - nu * rest) / root);
  const x = (-a - nu * rest) / root;
  const logTail = x > -30 ? Math.log(normalCdf(x)) : -x * x / 2 - Math.log(-x * Math.sqrt(2 * Math.PI));
  return Math.min(1, direct + Math.exp(2 * a * nu + logTail));
}
function isFutile(policy, s, z, spread, threshold) {
  const rule = policy.futility;
  if (!rule || s.n < rule.fromRound || s.n >= policy.maxRounds) return false;
  if (!(spread > 0) || !Number.isFinite(z)) return false;
  const last = policy.maxRounds;
  const equ = equivalenceDesign(policy);
  const widthAtLast = zBoundaryAt(equ, last) * spread / Math.sqrt(last);
  if (widthAtLast < Math.log1p(threshold)) return false;
  const reg = regressionDesign(policy);
  const powered = Math.log1p(rule.effect * threshold);
  const eta = (direction) => Math.max(powered, direction * s.mean) / spread;
  const bNow = zBoundaryAt(reg, s.n);
  const bLast = zBoundaryAt(reg, last);
  const power = Math.max(
    conditionalPower(z, s.n, last, bNow, bLast, eta(1)),
    conditionalPower(-z, s.n, last, bNow, bLast, eta(-1))
  );
  return power < rule.power;
}

// src/stats/paired-rounds.ts
function roundValues(rounds) {
  const base = [];
  const head = [];
  for (const r of rounds) {
    if (r.base.length === 0 || r.head.length === 0) continue;
    const b = logMedian(r.base);
    const h = logMedian(r.head);
    if (!(Number.isFinite(b) && Number.isFinite(h))) continue;
    base.push(b);
    head.push(h);
  }
  return { base, head };
}
function logMedian(values) {
  return values.every((v) => v > 0) ? median(values.map(Math.log)) : Math.log(median(values));
}

// src/stats/early-regions-table.ts
var EARLY_REGIONS = [{ "kind": "unchanged", "rounds": 3, "alpha": 0.023100000000000002, "worstError": 0.02305028569731619, "spreadEdges": [0, 1e-5, 10669671665800395e-21, 11384189345598399e-21, 12146556249883797e-21, 12959976705643613e-21, 1382786962456388e-20, 14753882873159116e-21, 15741908605228386e-21, 1679609962108247e-20, 17920886822302473e-21, 19120997835393638e-21, 2040147688261302e-20, 21767705983489832e-21, 2322542757615152e-20, 2478076865353635e-20, 26440266515939137e-21, 28210896248132674e-21, 30100100036553646e-21, 32115818449777386e-21, 34266523813758e-18, 3656125582211282e-20, 3900965953112769e-20, 41622025899179423e-21, 4440933504096849e-20, 4738330237836591e-20, 50556427881850314e-21, 5394204860950594e-20, 5755439476440743e-20, 6140864950600885e-20, 65521012766933e-18, 6990876934338923e-20, 7459036154541354e-20, 7958546671229078e-20, 8491507991896294e-20, 9060160222105367e-20, 9666893480940945e-20, 10314257946990615e-20, 11004974577076253e-20, 11741946542788418e-20, 12528271432893262e-20, 13367254272899788e-20, 14262421416510811e-20, 15217535367345044e-20, 1623661059322768e-19, 17323930399519612e-20, 1848406493240527e-19, 1972189038780992e-19, 21042609506683707e-20, 22451773442796517e-20, 239553050949576e-18, 2555952400172732e-19, 2727117290325751e-19, 2909744608190307e-19, 3104601960072359e-19, 33125083566972456e-20, 35343376556179663e-20, 37710222341518407e-20, 40235569082833276e-20, 42930031140046057e-20, 4580493368668785e-19, 4887236031107198e-19, 5214520380518326e-19, 5563722035475518e-19, 5936308735830243e-19, 6333846511813137e-19, 6758006266262135e-19, 7210570797643863e-19, 7693442293386863e-19, 8208650325022022e-19, 8758360378735076e-19, 9344882957185854e-19, 9970683290850691e-19, 0.0010638391699705917, 0.0011350814648803842, 0.0012110946544209454, 0.0012921982318877495, 0.0013787330861370103, 0.0014710629343857593, 0.0015695758509624937, 0.001674685898433908, 0.0017868348679635762, 0.0019064941362175178, 0.0020341666466214647, 0.0021703890232973267, 0.0023157338265639704, 0.0024708119594825145, 0.0026362752355611366, 0.002812819118411792, 0.003001185644873997, 0.0032021665438919005, 0.003416606564253742, 0.0036454070251805823, 0.0038895296046878966, 0.00415000038164303, 0.004427914148507751, 0.0047244390128929874, 0.00504082130726663, 0.005378390827450572, 0.005738566421925016, 0.006122861955432696, 0.0065328926719487495, 0.006970381983760661, 0.007437168715193674, 0.007935214831427916, 0.008466613684892557, 0.009033598813897608, 0.009638553330485135, 0.010284019936958337, 0.010972711613189084, 0.011707523019624263, 0.012491542663919102, 0.013328065882335441, 0.014220608690467554, 0.015172922561511667, 0.016189010194194473, 0.01727314233663507, 0.018429875736853243, 0.01966407229537254, 0.020980919500418714, 0.022385952231605676, 0.023885076023752443, 0.02548459188861198, 0.027191222798841008, 0.02901214194552599, 0.030955002888035807, 0.033027971722924536, 0.03523976140709446, 0.03759966837948424, 0.04011761163520744, 0.042804174416375754, 0.04567064869483829, 0.048729082633803995, 0.051992331227834504, 0.05547411033405354, 0.05918905432167365, 0.06315277758214824, 0.06738194015848414, 0.07189431776956368, 0.07670887652379642, 0.08184585263613325, 0.08732683748350263, 0.0931748683561684, 0.09941452528644927, 0.10607203436178257, 0.11317537795637173, 0.12075441234473525, 0.12884099319149991, 0.1374691094448931, 0.14667502619669892, 0.1564974371091449, 0.1669776270493826, 0.1781596456151383, 0.19009049228088845, 0.2028203139427444, 0.21640261569236408, 0.23089448570579135, 0.24635683519246362, 0.2628546544129292, 0.28045728584133855, 0.2992387156208612, 0.3192778845370411, 0.34065901981615576, 0.36347198914317796, 0.38781267838730743, 0.4137833946227215, 0.4414932961384764, 0.47105885124495245, 0.5026043278052762, 0.536262315549261, 0.5721742833652459, 0.6104911739121823, 0.6513740380512032, 0.6949947117632925, 0.7415365383981914, 0.791195139290289, 0.844179235980461, 0.900711527499775, 0.9610296264024162, 1.0253870574820598, 1.0940543233694775, 1.1673200414901759, 1.245492157160867, 1.3288992379235942, 1.417891854557711, 1.5128440545743584, 1.614154934386665, 1.7222503167637295, 1.8375845406189757, 1.9606423706555118, 2.091941034895083, 2.2320323986545265, 2.3815052841072695, 2.540987945179325, 2.7111507081820267, 2.8927087892804444, 3.086425300639738, 3.293114457884528, 3.5136450023528174, 3.7489438525285097, 4], "bounds": [0.9999, 0.9999, 0.9999, 0.9999, 0.9999, 0.9999, 0.9999, 0.9999, 0.9999, 0.9999, 0.9999, 0.9999, 0.9999, 0.9999, 0.9999, 0.9999, 0.9999, 0.9999, 0.9999, 0.9999, 0.9998875789964938, 0.9998875789964938, 0.9998736151797065, 0.9998736151797065, 0.9998579169167466, 0.9998579169167466, 0.999840268771994, 0.999840268771994, 0.9998204285505629, 0.999798123974532, 0.999798123974532, 0.9997730489463306, 0.9997730489463306, 0.9997448593479968, 0.9997448593479968, 0.9997131683186657, 0.9997131683186657, 0.9996775409454703, 0.9996775409454703, 0.9996374882950011, 0.9995924607034128, 0.9995924607034128, 0.9995418402330946, 0.9995418402330946, 0.9994849321923832, 0.9994849321923832, 0.9994209556019398, 0.9994209556019398, 0.9993490324769542, 0.9992681757780923, 0.9992681757780923, 0.9991772758658299, 0.9991772758658299, 0.9990750852722783, 0.9990750852722783, 0.9989602015815185, 0.9989602015815185, 0.9988310481835014, 0.9986858526373883, 0.9986858526373883, 0.9985226223474015, 0.9985226223474015, 0.9985226223474015, 0.9985226223474015, 0.9985226223474015, 0.9985226223474015, 0.9979008962798914, 0.9976401665332179, 0.9976401665332179, 0.9973470515355681, 0.9973470515355681, 0.9970175287137831, 0.9970175287137831, 0.9966470758507504, 0.9966470758507504, 0.9962306090246117, 0.9957624128393959, 0.9957624128393959, 0.9952360619895987, 0.9952360619895987, 0.994644333082293, 0.994644333082293, 0.9939791055066639, 0.9939791055066639, 0.9932312499905415, 0.9923905033145402, 0.9923905033145402, 0.9914453274644344, 0.9914453274644344, 0.990382751288847, 0.990382751288847, 0.989188192489234, 0.989188192489234, 0.9878452574992371, 0.9878452574992371, 0.9863355165070468, 0.9846382505332817, 0.9846382505332817, 0.9827301670934057, 0.9827301670934057, 0.9805850805425612, 0.9805850805425612, 0.9781735527160251, 0.9781735527160251, 0.9754624889336019, 0.9724146838237082, 0.9724146838237082, 0.9689883107342522, 0.9689883107342522, 0.9651363477232191, 0.9651363477232191, 0.9608059322515278, 0.9608059322515278, 0.9559376357222643, 0.9504646479104083, 0.9504646479104083, 0.9443118600905474, 0.9443118600905474, 0.9373948342798518, 0.9373948342798518, 0.9296186444506844, 0.9296186444506844, 0.9208765738101867, 0.9110486502689177, 0.9110486502689177, 0.9, 0.9, 0.895, 0.885, 0.88, 0.87, 0.865, 0.855, 0.85, 0.85, 0.845, 0.845, 0.84, 0.835, 0.8300000000000001, 0.8200000000000001, 0.74, 0.725, 0.705, 0.685, 0.665, 0.645, 0.62, 0.595, 0.5700000000000001, 0.54, 0.51, 0.47500000000000003, 0.44, 0.405, 0.365, 0.32, 0.275, 0.265, 0.25, 0.23500000000000001, 0.22, 0.20500000000000002, 0.185, 0.16, 0.135, 0.1, 0.035, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] }, { "kind": "flag", "rounds": 4, "alpha": 0.0011250000000000001, "worstError": 0.0011121355628217083, "spreadEdges": [0, 1e-5, 10684933570895355e-21, 1141678054144468e-20, 12198754167882711e-21, 13034287793150989e-21, 13927049921375052e-21, 14880960324843613e-21, 15900207254208336e-21, 16989265827468452e-21, 18152917678478327e-21, 19396271951247287e-21, 20724787732209852e-21, 22144298018956925e-21, 23661035330666486e-21, 2528165907267794e-20, 27013284775358765e-21, 28863515335638784e-21, 30840474398381977e-21, 329528420241611e-19, 3520989280003702e-20, 3762153656067422e-20, 40198361898581575e-21, 42951682654515506e-21, 45893587592167735e-21, 4903699347523796e-20, 52395701779934656e-21, 5598445929190465e-20, 5981902285364964e-20, 6391622854671187e-20, 6829406561237818e-20, 7297175543546312e-20, 7796983593795454e-20, 8331025175306554e-20, 8901645057560736e-20, 9511348611172543e-20, 10162812808000661e-20, 10858897974693156e-20, 1160266035127266e-19, 12397365509900988e-20, 1324650269274014e-19, 141538001318615e-18, 15123241418467005e-20, 16159082993293352e-20, 17265872834992433e-20, 184484704285421e-18, 1971206810135999e-19, 21062213820799704e-20, 22504835553123912e-20, 24046267290905304e-20, 25693276863131753e-20, 2745309565011853e-19, 2933345033369531e-19, 31342596822069285e-20, 3348935649831662e-19, 3578315495165465e-19, 3823406336154851e-19, 40852842716355026e-20, 43650991060649e-17, 4664079397867821e-19, 4983537853559932e-19, 532487709133303e-18, 5689595799407602e-19, 6079295316191548e-19, 6495686661136203e-19, 6940598047159146e-19, 7415982907618157e-19, 7923928473079548e-19, 8466664935538123e-19, 9046575240325404e-19, 9666205548698362e-19, 0.0010328276417046218, 0.0011035694741798406, 0.0011791566522479525, 0.001259921049894874, 0.0013462172722699462, 0.0014384242126196335, 0.0015369467158608257, 0.0016422173560978717, 0.0017546983358877179, 0.001874883515592091, 0.002003300581726826, 0.0021405133638287156, 0.002287124310012361, 0.0024437771320861977, 0.0026111596318414217, 0.002790006720922919, 0.0029811036475412994, 0.0031852894441932625, 0.0034034606115279234, 0.003636575054533478, 0.0038856562883265405, 0.004151797932010094, 0.004436168510330861, 0.004740016584218305, 0.005064676232731495, 0.005411572910482863, 0.0057822297062566285, 0.00617827403030099, 0.006601444759655406, 0.007053599872885334, 0.007536724607745572, 0.008052940177589387, 0.008604513084793694, 0.009193865072092059, 0.009823583755507877, 0.01049643398557285, 0.011215369986713427, 0.011983548328104662, 0.012804341782941254, 0.013681354136976723, 0.014618436011349078, 0.015619701769164952, 0.016689547580072416, 0.01783267072213713, 0.019054090205768592, 0.020359168810248542, 0.021753636629615054, 0.0232436162312833, 0.024835649537864737, 0.026536726550212265, 0.028354316037803338, 0.03029639833121018, 0.0323715003606366, 0.034588733094361744, 0.03695783154146853, 0.03948919749449324, 0.0421939451996628, 0.045083950155239645, 0.048171901252229345, 0.05147135648638018, 0.054996802486084656, 0.05876371811754677, 0.0627886424464807, 0.06708924735473475, 0.07168441513067084, 0.07659432137397046, 0.08184052357886855, 0.08744605578475063, 0.09343552970968699, 0.0998352428109426, 0.10667329374691308, 0.11397970574743732, 0.12178655843415698, 0.13012812866969328, 0.13904104105405987, 0.14856442872907638, 0.15874010519682016, 0.1696127479064964, 0.18123009441579344, 0.193643151987985, 0.20690642154504127, 0.2210781369600442, 0.23622052073953775, 0.25240005721842745, 0.2696877844669084, 0.28815960619108605, 0.30789662499671266, 0.32898549847927533, 0.35151881970389587, 0.3755955237455669, 0.40132132207470395, 0.42880916669521113, 0.4581797460729324, 0.48956201503189944, 0.5230937609449519, 0.5589222087046638, 0.5972046671307442, 0.6381092196520675, 0.6818154622958228, 0.7285152922240173, 0.7784137502795059, 0.8317299212408046, 0.8886978957384041, 0.9495677980559334, 1.0146068843289024, 1.0841007159627452, 1.1583544134222026, 1.2376939958969715, 1.322467812725517, 1.4130480728619457, 1.5098324791011588, 1.6132459742376133, 1.7237426068243291, 1.841807524723995, 1.9679591052051129, 2.1027512309355294, 2.2467757218664572, 2.4006649336843604, 2.5650945342395293, 2.740786470141619, 2.928512136547196, 3.1290957640567685, 3.3434180375916616, 3.572419963140021, 3.8171069993491638, 4.078553472104551, 4.357907291478183, 4.656394991756488, 4.975327116676801, 5.316103973516594, 5.680221781299764, 6.069279240114099, 6.484984550383339, 6.92916291291288, 7.403764542638588, 7.910873231264374, 8.45271549638343, 9.031670357253471, 9.650279780147825, 10.311259839143416, 11.017512641348874, 11.772139068931255, 12.578452393887234, 13.439992825335503, 14.360543053202004, 15.344144856544649, 16.39511684943752, 17.518073442330742, 18.71794510213701, 20], "bounds": [0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.025, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05, 0.07500000000000001, 0.07500000000000001, 0.07500000000000001, 0.07500000000000001, 0.07500000000000001, 0.07500000000000001, 0.07500000000000001, 0.1, 0.1, 0.1, 0.1, 0.1, 0.125, 0.125, 0.125, 0.125, 0.15000000000000002, 0.15000000000000002, 0.15000000000000002, 0.17500000000000002, 0.17500000000000002, 0.17500000000000002, 0.2, 0.2, 0.2, 0.225, 0.225, 0.25, 0.25, 0.275, 0.275, 0.30000000000000004, 0.325, 0.325, 0.325, 0.325, 0.325, 0.325, 0.325, 0.325, 0.325, 0.325, 0.325, 0.325, 0.325, 0.325, 0.325, 0.325, 0.325, 0.325, 0.325, 0.325, 0.325, 0.325, 0.325, 0.325, 0.325, 0.325, 0.325, 0.325, 0.325, 0.325, 0.65, 0.9500000000000001, 1.05, 1.05, 1.05, 1.05, 1.05, 1.05, 1.05, 1.05, 1.05, 1.05, 1.05, 1.05, 1.05, 1.05, 1.05, 1.05, 1.05, 1.05, 1.075, 1.075, 1.075, 1.075, 1.075, 1.075, 1.075, 1.075, 1.075, 1.1, 1.1, 1.1, 1.125, 1.125, 1.1500000000000001, 1.2000000000000002, 1.3250000000000002, 1.3250000000000002, 1.35, 1.35, 1.375, 1.4000000000000001, 1.425, 1.475, 1.55, 1.625, 1.675, 1.725, 1.75, 1.8, 1.875, 2.825, 2.875, 2.9250000000000003, 3.075, 3.475, 3.725, 3.975, 4.25, 4.525, 4.8500000000000005, 5.175000000000001, 5.525, 5.9, 6.300000000000001, 6.75, 7.2, 7.7, 8.25, 9.19154948784614, 9.701884954611888, 10.24055539242723, 10.809134022509705, 12.04275033801932, 12.711390878226714, 13.417155842627922, 14.162106462615375, 14.948418413776796, 16.654439710940597, 17.579131600468408, 18.55516446005581, 19.585388855644286, 21.820614655195712, 23.03214417803619, 24.31094054041845, 25.66073854831842, 27.0854803725262, 30.17667069650422, 31.852147213896675, 33.62064994974, 35.487343928568684, 39.53741550444309, 41.73262159269313, 44.049710452196834, 46.49544928809637, 51.80184522317315, 54.67799998861845, 57.713845324914175, 60.918247611131775, 64.30056550761775, 71.63900969209226, 75.61656837229, 79.81497004183699, 84.24647639939457, 93.8612917577814, 99.07268143737592, 104.57341917391675] }];

// src/stats/drop-slowest-table.ts
var DROP_SLOWEST_TABLE = { "rows": 2e8, "margin": 0.97, "alphas": [5e-5, 629463e-10, 792447e-10, 875e-7, 1e-4, 125594e-9, 15e-5, 158114e-9, 199054e-9, 25e-5, 315479e-9, 397164e-9, 5e-4, 5625e-7, 629463e-9, 792447e-9, 997631e-9, 105e-5, 125594e-8, 158114e-8, 175e-5, 199054e-8, 245e-5, 250594e-8, 315479e-8, 397164e-8, 5e-3, 629463e-8, 792447e-8, 997631e-8, 0.01155, 0.0125594, 0.0158114, 0.0199054, 0.0250594, 0.0315479, 0.0397164, 0.05], "quantiles": { "3": [135.28690289918393, 120.6903984051873, 107.12958913720811, 101.93546536062577, 95.26262378286734, 84.90793989441553, 77.63708789897309, 75.5488960092874, 67.31101242734654, 60.01980205371774, 53.363581746864185, 47.44097426415826, 42.24943246763909, 39.79060084648359, 37.59535910860837, 33.44921388095284, 29.772937128991504, 29.01139213268668, 26.49888225776909, 23.55114031256737, 22.364411074086334, 20.945509482393263, 18.838119689130014, 18.6220824745076, 16.539581999282174, 14.685802041194425, 13.038628757417614, 11.562811231938285, 10.24506244530557, 9.068213859371859, 8.386719029770674, 8.017980077079926, 7.079757102477672, 6.24019219862544, 5.489996339634955, 4.81688052459433, 4.212766761811538, 3.6698746956279256], "4": [11.42707653351688, 10.764092487835445, 10.138645858074728, 9.88217140550715, 9.551599526142322, 9.002628184261853, 8.592466369443295, 8.4753954060581, 7.976988697001775, 7.50780354524536, 7.059595224049679, 6.639089144248693, 6.241737819312955, 6.046604612560015, 5.864529370208577, 5.5096463656178765, 5.173334708096164, 5.100369129347814, 4.855088480860068, 4.552916575661267, 4.424598045188234, 4.266370658344809, 4.02171325426843, 3.9957039022068375, 3.738808547648973, 3.4958381838985244, 3.264760989475255, 3.0444886140648184, 2.836169200789774, 2.637595312971644, 2.5159685256418145, 2.4482982964753033, 2.2679859066149564, 2.0955075369551666, 1.9303097752284355, 1.77192904944766, 1.6195117217862658, 1.4725845349916236], "5": [4.534871048380753, 4.345587564650586, 4.164973536621551, 4.089877754670922, 3.9908755321399596, 3.827568111437624, 3.7030203305959395, 3.666961942562243, 3.5110878439205457, 3.3634170048435026, 3.2151345535753975, 3.072416877259453, 2.9360614307935244, 2.8688030743866024, 2.8053922836417104, 2.678500615782807, 2.5555246703942953, 2.5289424498844504, 2.4372477320834474, 2.322261158486722, 2.272449332200833, 2.2110382688580485, 2.113217489248994, 2.102748743581277, 1.9981917509923823, 1.8965180418825263, 1.7977827097996468, 1.7017726591108377, 1.6083571629100675, 1.5173242921318966, 1.4605608083281236, 1.4285024956747945, 1.3416731849735881, 1.256556867431809, 1.1730178879524156, 1.0906806778989986, 1.0095287329828226, 0.9290417305015946], "7": [1.8732189743181515, 1.8195120347784328, 1.7659217274794807, 1.743287787898572, 1.7126591423710131, 1.6615937591831924, 1.6229958363344454, 1.6116238471858852, 1.5618728497587258, 1.513073714822547, 1.46456090335106, 1.417489611848338, 1.3711762847989053, 1.3475324778995048, 1.3251524548235398, 1.2803254923259606, 1.2358873815918083, 1.2261206624570136, 1.19211092782831, 1.1491535369061125, 1.1302496855222497, 1.1064246939187463, 1.0683664044182175, 1.0642886138381873, 1.0225233526202477, 0.9811422084741526, 0.940052755723287, 0.8992863662422862, 0.8587795320428198, 0.8184805897787234, 0.7928943157795387, 0.7782938603488566, 0.7381240051480835, 0.6979136478666675, 0.6575960325196147, 0.6170608699446496, 0.5762211281079492, 0.5348900152701639], "9": [1.1539196703659456, 1.1257913131295307, 1.0980500115908263, 1.0860807030515154, 1.0703697150924971, 1.0435256145063605, 1.0226867755117954, 1.0166727943362708, 0.9902829975244589, 0.9642215340177112, 0.9377013739451003, 0.9114808004050765, 0.8857116170161827, 0.872494810758447, 0.8600107976789158, 0.8346025571614024, 0.8093854153241629, 0.8037586363454398, 0.7840229011271749, 0.7588614551727909, 0.7477992139831651, 0.7337610562938259, 0.7112494444948965, 0.7088005775943171, 0.6838994792952836, 0.6589198521659868, 0.633974705078012, 0.6089091456506001, 0.5838052303067884, 0.5585434774488647, 0.5424234872713467, 0.5331854139825895, 0.5076658653201931, 0.4818484557622558, 0.4557074026462843, 0.429209082427119, 0.4022592307300692, 0.37471086827267036] } };

// src/stats/drop-slowest.ts
function dropSlowestQuantile(n, alpha) {
  const row = DROP_SLOWEST_TABLE.quantiles[String(n)];
  if (!row) return void 0;
  let at;
  DROP_SLOWEST_TABLE.alphas.forEach((a, i) => {
    if (a <= alpha * (1 + 1e-12)) at = i;
  });
  return at === void 0 ? void 0 : row[at];
}
function keptRuns(values) {
  const kept = [...values].sort((a, b) => a - b).slice(0, -1);
  const mean = kept.reduce((a, b) => a + b, 0) / kept.length;
  return { mean, ss: kept.reduce((a, x) => a + (x - mean) ** 2, 0) };
}
function dropSlowestInterval(sides, alpha) {
  const n = sides.base.length;
  if (sides.head.length !== n) return void 0;
  const q = dropSlowestQuantile(n, alpha);
  if (q === void 0) return void 0;
  const base = keptRuns(sides.base);
  const head = keptRuns(sides.head);
  const spread = Math.sqrt((base.ss + head.ss) / 2);
  if (!(spread > 1e-12)) return { low: -Infinity, high: Infinity };
  const center = head.mean - base.mean;
  return { low: center - q * spread, high: center + q * spread };
}

// src/stats/noise-prior.ts
var DEFAULT_PRIOR_RULE = { df: 20, guardLevel: 0.2, shift: 3 };
function chiSquareOverDf(u, d) {
  if (u <= 0) return d === 2 ? 1 : 0;
  const k = d / 2;
  return Math.exp(k * Math.log(k) + (k - 1) * Math.log(u) - k * u - logGamma(k));
}
function fQuantile(p, d, d0) {
  const cdf = (x) => incompleteBeta(d * x / (d * x + d0), d / 2, d0 / 2);
  let low = 0;
  let high = 1;
  while (cdf(high) < p) high *= 2;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (cdf(mid) < p) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}
var cuts = /* @__PURE__ */ new Map();
function priorCut(d, rule) {
  const key = `${d}|${rule.df}|${rule.guardLevel}`;
  let cut = cuts.get(key);
  if (cut === void 0) {
    cut = fQuantile(1 - rule.guardLevel, d, rule.df);
    cuts.set(key, cut);
  }
  return cut;
}
var U_MAX = 40;
function priorMissRate(q, alpha, d, rule, r) {
  const t = tQuantile(1 - alpha, d);
  const cut = Math.min(priorCut(d, rule) / (r * r), U_MAX);
  const d0 = rule.df;
  const extra = (u) => chiSquareOverDf(u, d) * (normalSf(q * Math.sqrt((d0 / (r * r) + d * u) / (d0 + d))) - normalSf(t * Math.sqrt(u)));
  return alpha + integrateGaussPieces(extra, 0, cut, 8);
}
var SPREAD_STEPS = 24;
var quantiles = /* @__PURE__ */ new Map();
function priorQuantile(alpha, d, rule) {
  const key = `${alpha}|${d}|${rule.df}|${rule.guardLevel}|${rule.shift}`;
  const known = quantiles.get(key);
  if (known !== void 0) return known;
  const spreads = [];
  for (let i = 0; i <= SPREAD_STEPS; i++)
    spreads.push(Math.exp(-1 + (Math.log(rule.shift) + 1) * i / SPREAD_STEPS));
  const worst = (q) => Math.max(...spreads.map((r) => priorMissRate(q, alpha, d, rule, r)));
  const z = normalQuantile(1 - alpha);
  let low = z;
  let high = 3 * tQuantile(1 - alpha, d);
  if (worst(low) <= alpha) high = low;
  for (let i = 0; i < 40 && high - low > 1e-4 * z; i++) {
    const mid = (low + high) / 2;
    if (worst(mid) > alpha) low = mid;
    else high = mid;
  }
  quantiles.set(key, high);
  return high;
}
function moderate(own, prior, alpha, rule) {
  const se0 = prior / Math.sqrt(own.kept);
  if (!(se0 > 0) || !(own.df >= 1)) return void 0;
  if (own.se * own.se / (se0 * se0) > priorCut(own.df, rule)) return void 0;
  const se = Math.sqrt((rule.df * se0 * se0 + own.df * own.se * own.se) / (rule.df + own.df));
  return { se, quantile: priorQuantile(alpha, own.df, rule) };
}

// src/stats/t-looks.ts
var sharesByDesign = /* @__PURE__ */ new Map();
function sharesOf(design) {
  const front = design.front ?? [];
  const key = `${design.firstLook}|${design.maxRounds}|${design.decay}|${front.join(",")}`;
  const known = sharesByDesign.get(key);
  if (known) return known;
  const looks = design.maxRounds - design.firstLook + 1;
  const tail = Array.from(
    { length: Math.max(0, looks - front.length) },
    (_, i) => (front.length + i + 1) ** -design.decay
  );
  const tailTotal = tail.reduce((a, b) => a + b, 0);
  const rest = 1 - front.reduce((a, b) => a + b, 0);
  const raw = [...front.slice(0, looks), ...tail.map((w) => rest * w / tailTotal)];
  const total = raw.reduce((a, b) => a + b, 0);
  const shares = raw.map((w) => w / total);
  sharesByDesign.set(key, shares);
  return shares;
}
function tLookAlpha(design, n) {
  if (n < design.firstLook || n > design.maxRounds) return 0;
  return design.alpha * sharesOf(design)[n - design.firstLook];
}
var TRIM = 0.2;
function trimmedMean(values, share = TRIM) {
  const n = values.length;
  const sorted = [...values].sort((a, b) => a - b);
  const g = Math.floor(share * n);
  const h = n - 2 * g;
  let kept = 0;
  for (let i = g; i < n - g; i++) kept += sorted[i];
  const mean = kept / h;
  const w = sorted.map((x, i) => i < g ? sorted[g] : i >= n - g ? sorted[n - g - 1] : x);
  const wMean = w.reduce((a, b) => a + b, 0) / n;
  const ssd = w.reduce((a, x) => a + (x - wMean) ** 2, 0);
  return { mean, se: h > 1 ? Math.sqrt(ssd / (n - 1)) * Math.sqrt(n) / h : Number.NaN, df: h - 1 };
}
function lookEstimate(values, design) {
  return trimmedMean(values, design.trim === false ? 0 : TRIM);
}
function lookDf(design, n) {
  return lookEstimate(
    Array.from({ length: n }, (_, i) => i),
    design
  ).df;
}
function pooledLook(sides, design) {
  const n = sides?.base.length ?? 0;
  if (!sides || sides.head.length !== n || !pooledAt(design, n)) return void 0;
  const base = trimmedMean(sides.base, 0);
  const head = trimmedMean(sides.head, 0);
  return { mean: head.mean - base.mean, se: Math.hypot(base.se, head.se), df: 2 * (n - 1) };
}
function pooledAt(design, n) {
  return design.pooled === true && n >= 2 && lookDf(design, n) === n - 1;
}
function dropSlowestAt(design, n) {
  if (design.dropSlowest !== true || design.pooled !== true) return false;
  if (!pooledAt(design, n) && n > (design.dropSlowestUntil ?? 0)) return false;
  const share = dropSlowestShare(design, n);
  return share > 0 && dropSlowestQuantile(n, tLookAlpha(design, n) * share) !== void 0;
}
function dropSlowestShare(design, n) {
  return design.dropSlowestShares?.[n - design.firstLook] ?? 0.5;
}
function tLookInterval(values, design, prior, sides) {
  const n = values.length;
  const a = tLookAlpha(design, n);
  if (!(a > 0)) return { low: -Infinity, high: Infinity };
  const pooled = prior ? void 0 : pooledLook(sides, design);
  const share = dropSlowestShare(design, n);
  const dropped = !prior && sides && dropSlowestAt(design, n) ? dropSlowestInterval(sides, a * share) : void 0;
  const { mean, se, df } = pooled ?? lookEstimate(values, design);
  if (!(se > 1e-12)) return dropped ?? { low: -Infinity, high: Infinity };
  const m = prior && moderate({ se, df, kept: df + 1 }, prior.sd, a, prior.rule);
  if (m) return { low: mean - m.quantile * m.se, high: mean + m.quantile * m.se, prior: true };
  const half = tQuantile(1 - (dropped ? a * (1 - share) : a), df) * se;
  const interval = { low: mean - half, high: mean + half };
  return dropped ? intervalIntersection(interval, dropped) : { ...interval, ...prior ? { prior: false } : {} };
}
function intervalIntersection(a, b) {
  const low = Math.max(a.low, b.low);
  const high = Math.min(a.high, b.high);
  return low <= high ? { low, high } : { low: -Infinity, high: Infinity };
}

// src/stats/early-regions.ts
var REGIONS = EARLY_REGIONS;
function regionFor(kind, rounds, alpha) {
  return REGIONS.find((r) => r.kind === kind && r.rounds === rounds && r.alpha <= alpha * (1 + 1e-9));
}
function boundAt(region, u) {
  const edges = region.spreadEdges;
  if (!(u >= 0) || u >= edges[edges.length - 1]) return void 0;
  let lo = 0;
  let hi = edges.length - 1;
  while (hi - lo > 1) {
    const mid = lo + hi >> 1;
    if (edges[mid] <= u) lo = mid;
    else hi = mid;
  }
  return region.bounds[lo];
}
function meanAndSd(values) {
  const { mean, se } = trimmedMean(values, 0);
  return { mean, sd: se * Math.sqrt(values.length) };
}
function unchangedBound(values, alpha) {
  const region = regionFor("unchanged", values.length, alpha);
  if (!region) return void 0;
  const { mean, sd } = meanAndSd(values);
  if (!(sd > 1e-12)) return void 0;
  const m = Math.abs(mean);
  const calls = (d) => m < d * (boundAt(region, sd / d) ?? 0);
  let high = Math.max(m, sd, 1e-12);
  for (let i = 0; i < 200 && !calls(high); i++) high *= 2;
  if (!calls(high)) return Infinity;
  let low = 0;
  for (let i = 0; i < 80; i++) {
    const mid = (low + high) / 2;
    if (calls(mid)) high = mid;
    else low = mid;
  }
  return high;
}
function flagInterval(values, delta, alpha) {
  const region = regionFor("flag", values.length, alpha);
  if (!region || !(delta > 0)) return void 0;
  const { mean, sd } = meanAndSd(values);
  if (!(sd > 1e-12)) return void 0;
  const bound = boundAt(region, sd / delta);
  if (bound === void 0 || bound === null) return { low: -Infinity, high: Infinity };
  return { low: mean - delta * bound, high: mean + delta * bound };
}

// src/stats/pooled-gate.ts
function rowPooling(early, priorSd) {
  const gate = early?.pooled ? early.pooledGate : void 0;
  if (!gate) return "as-designed";
  return priorSd !== void 0 && priorSd > 0 && priorSd <= gate.below ? "gated" : "paired";
}
function pooledGuardHolds(sides, design, priorSd, gate, priorDf) {
  if (gate.guardLevel === void 0) return true;
  const look = pooledLook(sides, design);
  if (!look) return true;
  const n = sides.base.length;
  const spread = look.se * look.se * n;
  return spread / (priorSd * priorSd) <= priorCut(look.df, { df: priorDf, guardLevel: gate.guardLevel });
}

// src/stats/within-round-rank.ts
var SortedSides = class {
  constructor(v) {
    this.v = v;
    this.n = Math.min(v.base.length, v.head.length);
    const indices = Array.from({ length: this.n }, (_, i) => i);
    this.baseOrder = [...indices].sort((a, b) => v.base[a] - v.base[b]);
    this.headOrder = indices.sort((a, b) => v.head[a] - v.head[b]);
    this.comparable = indices.every((i) => !Number.isNaN(v.base[i]) && !Number.isNaN(v.head[i]));
  }
  v;
  n;
  baseOrder;
  headOrder;
  /** Whether every value is a number the merge can compare: NaN has no place in an order. */
  comparable;
  z(shift) {
    const { n, v } = this;
    const shifted = (k) => v.head[this.headOrder[k]] - shift;
    if (!this.comparable || !isNonDecreasing(n, shifted)) return rankedAfresh(v, n, shift);
    const baseRank = new Float64Array(n);
    const headRank = new Float64Array(n);
    let i = 0;
    let j = 0;
    let placed = 0;
    while (i < n || j < n) {
      const nextBase = i < n ? v.base[this.baseOrder[i]] : Infinity;
      const nextHead = j < n ? shifted(j) : Infinity;
      const value = Math.min(nextBase, nextHead);
      let bi = i;
      while (bi < n && v.base[this.baseOrder[bi]] === value) bi++;
      let hj = j;
      while (hj < n && shifted(hj) === value) hj++;
      const tied = bi - i + (hj - j);
      const rank = placed + (tied + 1) / 2;
      for (let k = i; k < bi; k++) baseRank[this.baseOrder[k]] = rank;
      for (let k = j; k < hj; k++) headRank[this.headOrder[k]] = rank;
      placed += tied;
      i = bi;
      j = hj;
    }
    return standardized(n, (k) => (headRank[k] - baseRank[k]) / 2);
  }
};
function isNonDecreasing(n, at) {
  for (let k = 1; k < n; k++) if (!(at(k - 1) <= at(k))) return false;
  return true;
}
function rankedAfresh(v, n, shift) {
  const joint = [];
  for (let i = 0; i < n; i++) joint.push(v.base[i]);
  for (let i = 0; i < n; i++) joint.push(v.head[i] - shift);
  const r = midranks(joint);
  return standardized(n, (i) => (r[n + i] - r[i]) / 2);
}
function standardized(n, t) {
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < n; i++) {
    const ti = t(i);
    sum += ti;
    squares += ti * ti;
  }
  return squares === 0 ? 0 : sum / Math.sqrt(squares);
}
function candidateShifts(v) {
  const n = Math.min(v.base.length, v.head.length);
  const d = new Float64Array(n * n);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) d[i * n + j] = v.head[i] - v.base[j];
  return d.sort();
}
function insideGap(d, k) {
  if (k === 0) return d[0] - 1;
  if (k === d.length) return d[d.length - 1] + 1;
  return (d[k - 1] + d[k]) / 2;
}
function firstGapAtOrBelow(sides, d, level) {
  let lo = 0;
  let hi = d.length + 1;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (sides.z(insideGap(d, mid)) <= level) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
var RankShifts = class {
  d;
  sides;
  constructor(v) {
    this.d = candidateShifts(v);
    this.sides = new SortedSides(v);
  }
  /**
   * The interval of shifts (log scale) the test at critical value c does not
   * reject: Hodges–Lehmann inversion of the test (Lehmann 1975, ch. 4); its
   * ends are differences of a head and a base value. -Infinity / Infinity on a
   * side where no shift reaches c: with few rounds |z| is at most sqrt(n), so a
   * strict boundary cannot be met yet.
   */
  interval(c) {
    const { sides, d } = this;
    if (d.length === 0) return { low: -Infinity, high: Infinity };
    const k = firstGapAtOrBelow(sides, d, c);
    const low = k === 0 ? -Infinity : k > d.length ? Infinity : d[k - 1];
    const j = firstGapAtOrBelow(sides, d, -c - Number.EPSILON * 8) - 1;
    const high = j >= d.length ? Infinity : j < 0 ? -Infinity : d[j];
    return { low, high };
  }
  /** withinRoundRankZ of these rounds, from the order sorted once. */
  z(shift = 0) {
    return this.sides.z(shift);
  }
  /**
   * The shift at which z crosses zero: the Hodges–Lehmann estimate of the test
   * (the middle of the shifts it finds least surprising). NaN without rounds.
   */
  estimate() {
    const { sides, d } = this;
    if (d.length === 0) return Number.NaN;
    const below = firstGapAtOrBelow(sides, d, 0);
    const negative = firstGapAtOrBelow(sides, d, -Number.EPSILON * 8);
    const from = d[Math.min(Math.max(below - 1, 0), d.length - 1)];
    const to = d[Math.min(Math.max(negative - 1, 0), d.length - 1)];
    return (from + to) / 2;
  }
};

// src/stats/sequential.ts
var DEFAULT_SEQUENTIAL = {
  alpha: 0.01,
  equivalenceAlpha: 0.1,
  minRounds: 2,
  maxRounds: 40,
  beyond: "interval",
  futility: { fromRound: 8, effect: 2, power: 0.1 },
  regressionRho: 2,
  equivalenceRho: 2,
  early: {
    share: 0.5,
    equivalenceShare: 0.7,
    firstLook: 3,
    decay: 1,
    front: [0.2, 0.45, 5e-3, 5e-3, 0.12, 5e-3, 0.08],
    equivalenceFront: [0.66, 5e-3, 0.14, 5e-3, 0.1, 5e-3, 0.06],
    equivalenceDecay: 2,
    regions: true,
    pooled: true,
    pooledGate: { below: 0.05 },
    dropSlowest: true,
    dropSlowestUntil: 9
  }
};
function relative(i) {
  return { low: Math.expm1(i.low), high: Math.expm1(i.high) };
}
function stateOf(s, policy, threshold, direction, eq, significant, unchanged = insideThreshold(eq.low, eq.high, threshold)) {
  if (s.n < policy.minRounds) return "open";
  const change = Math.expm1(s.mean);
  const end = policy.beyond === "estimate" ? change : change > 0 ? eq.high : eq.low;
  const beyond = (change > 0 ? end > 0 : end < 0) && exceedsThreshold(end, threshold);
  if (significant && beyond) {
    const worse = direction === "smaller" ? change > 0 : change < 0;
    return worse ? "regression" : "improvement";
  }
  if (unchanged) return "unchanged";
  return s.n >= policy.maxRounds ? "inconclusive" : "open";
}
function summarize(rounds) {
  const values = roundValues(rounds);
  const ratios = values.head.map((h, i) => h - values.base[i]);
  const shifts = new RankShifts(values);
  const n = values.base.length;
  const mean = shifts.estimate();
  const spread = roundSpread(values);
  if (n < 2)
    return {
      s: { n, mean, se: Number.NaN, df: Number.NaN, sd: Number.NaN },
      z: Number.NaN,
      shifts,
      spread,
      ratios,
      values
    };
  const one = shifts.interval(1);
  const se = (one.high - one.low) / 2;
  return {
    s: { n, mean, se, df: n - 1, sd: se * Math.sqrt(n) },
    z: shifts.z(),
    shifts,
    spread,
    ratios,
    values
  };
}
function roundSpread(v) {
  const d = v.head.map((h, i) => h - v.base[i]);
  if (d.length < 2) return Number.NaN;
  const center = median(d);
  return 1.4826 * median(d.map((x) => Math.abs(x - center)));
}
function firstDecisiveLook(maxRounds, policy = DEFAULT_SEQUENTIAL) {
  if (maxRounds < policy.minRounds) return Infinity;
  const early = policy.early && policy.early.share > 0 ? policy.early.firstLook : Infinity;
  if (early <= maxRounds) return Math.max(early, policy.minRounds);
  const reg = regressionDesign({ ...policy, maxRounds });
  return Math.sqrt(reg.minRounds) >= firstBoundary(reg) ? reg.minRounds : Infinity;
}
function fewestDecisiveRounds(policy = DEFAULT_SEQUENTIAL) {
  let m = policy.minRounds;
  while (firstDecisiveLook(m, policy) === Infinity) m++;
  return m;
}
function judgeRow(row, policy, look) {
  const rounds = row.rounds.slice(0, look);
  const exact = judgeExact(row, rounds, policy);
  if (exact) return exact;
  const { s, z, shifts, spread, ratios, values } = summarize(rounds);
  const threshold = policy.threshold(row);
  const reg = regressionDesign(policy);
  const equ = equivalenceDesign(policy);
  const known = !Number.isNaN(z);
  const rankSignificant = known && Math.abs(z) >= zBoundaryAt(reg, s.n);
  const rankEq = known ? shifts.interval(zBoundaryAt(equ, s.n)) : UNBOUNDED;
  const early = earlyIntervals(ratios, policy, priorOf(row, policy), threshold, values);
  const significant = rankSignificant || early.significant;
  const eqLog = intersect(rankEq, early.equivalence);
  const eq = relative(eqLog);
  const rankEqRelative = relative(rankEq);
  const unchanged = early.unchanged === void 0 ? void 0 : early.unchanged || insideThreshold(rankEqRelative.low, rankEqRelative.high, threshold);
  let state = stateOf(s, policy, threshold, row.direction, eq, significant, unchanged);
  const rankAlone = early.significant || early.equivalence.low > -Infinity || early.unchanged !== void 0 ? stateOf(s, policy, threshold, row.direction, rankEqRelative, rankSignificant) : state;
  const futile = state === "open" && isFutile(policy, s, z, spread, threshold);
  if (futile) state = "inconclusive";
  const detectable = detectableChange(reg, s);
  const decision = {
    key: row.key,
    benchmark: row.benchmark,
    primary: row.primary,
    state,
    rounds: s.n,
    change: { estimate: Math.expm1(s.mean), ...eq },
    significant,
    detectable
  };
  if (detectable > threshold && (state === "open" || state === "inconclusive")) {
    decision.roundsNeeded = roundsNeeded(reg, s, threshold);
  }
  if (significant) {
    const tests = [
      ...rankSignificant ? [shifts.interval(zBoundaryAt(reg, s.n))] : [],
      ...early.significant ? [early.regression] : []
    ];
    const shown = reportedInterval(eqLog, tests, s.mean);
    if (shown) decision.reported = relative(shown);
  }
  if (known) decision.p = 2 * normalCdf(-Math.abs(z));
  if (futile) decision.futile = true;
  if (state !== "open" && state !== "inconclusive" && rankAlone === "open") decision.early = true;
  if (early.prior !== void 0) decision.prior = early.prior;
  return decision;
}
var UNBOUNDED = { low: -Infinity, high: Infinity };
function intersect(a, b) {
  const low = Math.max(a.low, b.low);
  const high = Math.min(a.high, b.high);
  return low <= high ? { low, high } : { low: Math.min(a.low, b.low), high: Math.max(a.high, b.high) };
}
function reportedInterval(decision, tests, estimate) {
  let low = decision.low;
  let high = decision.high;
  for (const t of tests) {
    low = Math.max(low, t.low);
    high = Math.min(high, t.high);
  }
  if (!(low <= estimate && estimate <= high)) return void 0;
  return low > decision.low || high < decision.high ? { low, high } : void 0;
}
function priorOf(row, policy) {
  const sd = policy.prior?.sd(row);
  return policy.prior && sd !== void 0 && sd > 0 ? { sd, rule: policy.prior.rule } : void 0;
}
function earlyIntervals(ratios, policy, prior, threshold, sides) {
  const pooling = rowPooling(policy.early, prior?.sd);
  const regDesign = designFor(earlyRegressionDesign(policy), pooling);
  const eqDesign = designFor(earlyEquivalenceDesign(policy), pooling);
  const pooledHere = eqDesign !== void 0 && pooledAt(eqDesign, ratios.length);
  const gate = policy.early?.pooledGate;
  if (pooling === "gated" && prior && gate && pooledHere) {
    if (!pooledGuardHolds(sides, eqDesign, prior.sd, gate, prior.rule.df)) {
      return {
        significant: false,
        regression: { ...UNBOUNDED },
        equivalence: { ...UNBOUNDED },
        prior: false
      };
    }
  }
  const moderating = pooling === "as-designed" ? prior : void 0;
  const reg = regDesign ? tLookInterval(ratios, regDesign, moderating, sides) : UNBOUNDED;
  const equivalence = eqDesign ? tLookInterval(ratios, eqDesign, moderating, sides) : UNBOUNDED;
  const shaped = policy.early?.regions !== false && !moderating && !pooledHere;
  const flag = shaped && regDesign ? flagInterval(ratios, Math.log1p(threshold), tLookAlpha(regDesign, ratios.length)) : void 0;
  const bound = shaped && eqDesign ? unchangedBound(ratios, tLookAlpha(eqDesign, ratios.length)) : void 0;
  const regression = flag ?? { low: reg.low, high: reg.high };
  const out = {
    significant: regression.low > 0 || regression.high < 0,
    regression,
    equivalence: { low: equivalence.low, high: equivalence.high }
  };
  if (bound !== void 0) {
    out.unchanged = insideThreshold(Math.expm1(-bound), Math.expm1(bound), threshold);
    if (out.unchanged) out.equivalence = { low: -bound, high: bound };
  }
  const used = [reg, equivalence].flatMap((i) => "prior" in i && i.prior !== void 0 ? [i.prior] : []);
  if (used.length > 0) out.prior = used.includes(true);
  const chosen = pooledHere || [regDesign, eqDesign].some((d) => d && dropSlowestAt(d, ratios.length));
  if (pooling === "gated" && chosen) out.prior = true;
  return out;
}
function designFor(design, pooling) {
  return design && pooling === "paired" && design.pooled ? { ...design, pooled: false } : design;
}
function confirmRegression(row, policy, look) {
  const d = judgeRow(row, policy, look);
  if (d.state === "regression" || d.state === "unchanged") return d.state;
  const threshold = policy.threshold(row);
  const { low, high } = d.change;
  const slower = row.direction === "smaller" ? low > 0 && exceedsThreshold(high, threshold) : high < 0 && exceedsThreshold(low, threshold);
  return slower ? "regression" : "inconclusive";
}
function confirmEarlyRegression(row, flaggedAt, policy) {
  const all = confirmRegression(row, policy, row.rounds.length);
  if (all === "regression") return all;
  const { base, head } = roundValues(row.rounds.slice(flaggedAt));
  if (base.length === 0) return all;
  const slower = head.map((h, i) => row.direction === "smaller" ? h - base[i] : base[i] - h);
  return lowerMedian(slower) > Math.log1p(policy.threshold(row)) ? "regression" : all;
}

// src/compare/paired-rounds.ts
function priorKey(row) {
  return JSON.stringify([row.suite, row.name, sortedParams(row.params), row.unit, row.metric ?? null]);
}
function roundDesignOf(context) {
  const maxRounds = context.maxRounds;
  if (typeof maxRounds !== "number" || !Number.isInteger(maxRounds)) return void 0;
  const design = { maxRounds };
  if (typeof context.confirmFrom === "number") design.confirmFrom = context.confirmFrom;
  if (typeof context.reopenFrom === "number" && design.confirmFrom !== void 0 && context.reopenFrom > design.confirmFrom)
    design.reopenFrom = context.reopenFrom;
  const alpha = context.sequentialAlpha;
  if (typeof alpha === "number" && alpha > 0 && alpha < 1) design.alpha = alpha;
  const cost = context.runCost;
  if (cost && typeof cost.benchmarkRuns === "number" && typeof cost.seconds === "number")
    design.cost = { benchmarkRuns: cost.benchmarkRuns, seconds: cost.seconds };
  const prior = priorsOf(context.noisePrior);
  if (prior) design.prior = prior;
  if (context.earlyFlagsConfirmed === false) design.earlyFlagsConfirmed = false;
  return design;
}
function priorsOf(value) {
  const p = value;
  if (!p || typeof p !== "object" || typeof p.source !== "string" || !p.rows || typeof p.rows !== "object")
    return void 0;
  const rows = {};
  for (const [key, sd] of Object.entries(p.rows))
    if (typeof sd === "number" && Number.isFinite(sd) && sd > 0) rows[key] = sd;
  return { source: p.source, rows };
}
function sequentialPolicy(design, threshold, prior) {
  const alpha = design.alpha ?? DEFAULT_SEQUENTIAL.alpha;
  const policy = {
    ...DEFAULT_SEQUENTIAL,
    alpha,
    maxRounds: design.maxRounds,
    threshold: () => threshold
  };
  if (prior !== void 0) policy.prior = { rule: DEFAULT_PRIOR_RULE, sd: () => prior };
  return policy;
}
function roundPairs(base, head) {
  if (!base.rounds || !head.rounds) return void 0;
  const b = byRound(base.samples, base.rounds);
  const h = byRound(head.samples, head.rounds);
  const out = [];
  for (const [round, samples] of [...b].sort((x, y) => x[0] - y[0])) {
    const other = h.get(round);
    if (other) out.push({ round, pair: { base: samples, head: other } });
  }
  return out;
}
function byRound(samples, rounds) {
  const m = /* @__PURE__ */ new Map();
  for (let i = 0; i < samples.length; i++) {
    const list = m.get(rounds[i]);
    if (list) list.push(samples[i]);
    else m.set(rounds[i], [samples[i]]);
  }
  return m;
}
function judgePairedRounds(base, head, row, design, {
  settledAt = true
} = {}) {
  if (!design) return void 0;
  const prior = design.prior?.rows[priorKey(row)];
  const policy = sequentialPolicy(design, row.threshold, prior);
  if (firstDecisiveLook(design.maxRounds, policy) === Infinity) return void 0;
  const pairs = roundPairs(base, head);
  if (!pairs) return void 0;
  const main = pairs.filter((p) => design.confirmFrom === void 0 || p.round < design.confirmFrom);
  const confirmed = pairs.filter((p) => design.reopenFrom === void 0 || p.round < design.reopenFrom);
  const paired = (list) => ({
    key: "",
    benchmark: "",
    primary: row.primary,
    direction: row.direction,
    rounds: list.map((p) => p.pair)
  });
  const first = judgeRow(paired(main), policy, main.length);
  if (first.rounds < DEFAULT_SEQUENTIAL.minRounds) return void 0;
  const afterFirst = afterConfirmation(first, paired(confirmed), main.length, policy);
  const reopened = first.state === "regression" && first.early && afterFirst.state === "inconclusive" && confirmed.length < pairs.length ? reopenedJudgement(paired(pairs), confirmed.length, confirmed.length - main.length, policy) : void 0;
  const { state, shown, confirmation } = reopened ?? afterFirst;
  const decision = describeDecision(state, shown, confirmation);
  if (SETTLED.has(state) && (row.primary || settledAt))
    decision.settledAt = reopened ? reopened.settledAt ?? pairs.length : state !== first.state ? confirmed.length : row.primary ? first.rounds : settledRound(state, paired(main), policy, first.rounds);
  if (first.early && !reopened) decision.early = true;
  if (reopened)
    decision.reopened = { flaggedAt: main.length, confirmationRounds: confirmed.length - main.length };
  if (state === "regression" && first.early && confirmation === void 0 && design.earlyFlagsConfirmed === false)
    decision.unconfirmedEarly = true;
  if (shown.exact) decision.exact = true;
  if (shown.exactSpread !== void 0) decision.exactSpread = shown.exactSpread;
  if (prior !== void 0 && design.prior && first.prior !== void 0)
    decision.prior = { sd: prior, source: design.prior.source, used: first.prior };
  return decision;
}
function afterConfirmation(first, all, mainRounds, policy) {
  const rounds = all.rounds.length;
  if (first.state !== "regression" || rounds <= mainRounds) return { state: first.state, shown: first };
  return {
    state: first.early ? confirmEarlyRegression(all, mainRounds, policy) : confirmRegression(all, policy, rounds),
    shown: judgeRow(all, policy, rounds),
    confirmation: rounds - mainRounds
  };
}
function reopenedJudgement(all, from, confirmRounds, policy) {
  const rounds = all.rounds.length;
  const atLast = () => judgeRow(all, policy, rounds);
  for (let look = from + 1; look <= rounds; look++) {
    const d = judgeRow(all, policy, look);
    if (d.state === "open") {
      if (look === rounds) return { state: "open", shown: d };
      continue;
    }
    if (d.state !== "regression") return { state: d.state, shown: d, settledAt: look };
    const end = look + confirmRounds;
    if (end > rounds && rounds < policy.maxRounds)
      return { state: "open", shown: look === rounds ? d : atLast() };
    const last = Math.min(end, rounds);
    const upTo = { ...all, rounds: all.rounds.slice(0, last) };
    const state = d.early ? confirmEarlyRegression(upTo, look, policy) : confirmRegression(upTo, policy, last);
    return {
      state,
      shown: last === look ? d : judgeRow(all, policy, last),
      settledAt: last,
      confirmation: last - look
    };
  }
  const shown = atLast();
  return { state: shown.state, shown };
}
function describeDecision(state, shown, confirmation) {
  const interval = shown.reported ?? shown.change;
  const decision = {
    state,
    rounds: shown.rounds,
    estimate: shown.change.estimate,
    low: interval.low,
    high: interval.high,
    detectable: shown.detectable
  };
  if (shown.p !== void 0) decision.p = shown.p;
  if (shown.roundsNeeded !== void 0 && (state === "open" || state === "inconclusive"))
    decision.roundsNeeded = shown.roundsNeeded;
  if (confirmation !== void 0) decision.confirmationRounds = confirmation;
  if (shown.futile && state === "inconclusive") decision.futile = true;
  return decision;
}
var SETTLED = /* @__PURE__ */ new Set(["unchanged", "regression", "improvement"]);
function settledRound(state, row, policy, last) {
  let before = DEFAULT_SEQUENTIAL.minRounds;
  if (last <= before || judgeRow(row, policy, before).state === state) return Math.min(before, last);
  let at = last;
  while (at - before > 1) {
    const mid = Math.floor((before + at) / 2);
    if (judgeRow(row, policy, mid).state === state) at = mid;
    else before = mid;
  }
  return at;
}

export {
  exceedsThreshold,
  regressionDesign,
  roundValues,
  DEFAULT_SEQUENTIAL,
  firstDecisiveLook,
  fewestDecisiveRounds,
  priorKey,
  roundDesignOf,
  roundPairs,
  judgePairedRounds
};
