# broadphase-tables.awk: chapter 9's tables of measured times, as the rows of
# a LaTeX tabular, from the committed measurements (book/measured/
# broadphase.csv and broadphase-peers.csv, which bench-broadphase and
# bench-broadphase-peers write). Run with -v table=sweep, tree or peers;
# the columns are found by the CSV's header, so a rerun of a benchmark
# updates its table. With -v table=ratios, the sentence of chapter 9 that
# gives Bullet's tree's times over ours, from broadphase-peers.csv. Times to
# three significant figures, counts exact.
function group(s,    out) { # digits in groups of three, as 12{,}345
  out = ""
  while (length(s) > 3) { out = "{,}" substr(s, length(s) - 2) out; s = substr(s, 1, length(s) - 3) }
  return s out
}
function count(x) { return x == "" || x == "nan" ? "--" : "$" group(sprintf("%d", x + 0.5)) "$" }
function ms(x,    s) { # a time: three significant figures, whole above 1000
  if (x == "" || x == "nan") return "--"
  if (x + 0 >= 1000) return count(x)
  s = sprintf("%#.3g", x + 0)
  if (s ~ /e/) s = sprintf("%.4f", x + 0)
  sub(/\.$/, "", s)
  return "$" s "$"
}
function size(n,    e) { # 1000 as 10^3
  e = int(log(n) / log(10) + 0.5)
  return 10 ^ e == n + 0 ? "$10^{" e "}$" : count(n)
}
function v(name) { if (!(name in c)) { print "no column " name > "/dev/stderr"; exit 1 } return $c[name] }
BEGIN { FS = ","; rows = 0 }
NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
NF > 1 {
  if (rows++ && table != "ratios") printf "\\\\\n"
  if (table == "sweep")
    printf "  %s & %s & %s & %s & %s & %s & %s & %s", size(v("n")), count(v("pairs")),
      count(v("candidates")), count(v("swaps")), ms(v("build_ms")),
      ms(v("sweep_moving_ms")), ms(v("sweep_moving_min_ms")), ms(v("loop_moving_ms"))
  else if (table == "tree")
    printf "  %s & %s & %s & %s & %s & $%.3f$ & %s & %s & %s & %s", size(v("n")),
      count(v("tree_candidates")), ms(v("tree_moving_min_ms")), ms(v("tree_moving_ms")),
      count(v("kept_candidates")), v("moved_fraction"), ms(v("kept_update_ms")),
      ms(v("kept_moving_min_ms")), ms(v("kept_moving_ms")), ms(v("kept_moving_mean_ms"))
  else if (table == "peers")
    printf "  %s & %s & %s & %s & %s & %s & %s & %s & %s & %s & %s & %s & %s & %s",
      size(v("n")), count(v("pairs")), ms(v("ours_build_ms")), ms(v("ours_min_ms")),
      ms(v("ours_median_ms")), ms(v("ours_mean_ms")), ms(v("ours_max_ms")),
      ms(v("dbvt_build_ms")), ms(v("dbvt_min_ms")), ms(v("dbvt_median_ms")),
      ms(v("dbvt_mean_ms")), ms(v("dbvt_max_ms")),
      v("dbvt_held") == "" ? "--" : count(v("dbvt_held")), ms(v("sap_median_ms"))
  else if (table == "ratios") { # Bullet's tree / ours, a sentence of chapter 9
    split("min median mean max", kind, " ")
    for (i = 0; i < 4; i++) {
      ours = v("ours_" kind[i + 1] "_ms"); theirs = v("dbvt_" kind[i + 1] "_ms")
      ratio[rows, i] = sprintf("$%.1f$", theirs / ours)
      last[i] = ms(ours) " against Bullet's " ms(theirs) "\\,ms at " size(v("n"))
    }
  }
  else { print "table must be sweep, tree, peers or ratios" > "/dev/stderr"; exit 1 }
}
function listed(i,    r, out) { # the ratios of the rows, as "a, b and c"
  out = ratio[1, i]
  for (r = 2; r <= rows; r++) out = out (r == rows ? " and " : ", ") ratio[r, i]
  return out
}
END {
  if (table == "ratios" && rows)
    printf "%s at the %s sizes (%s); on the median, %s (%s); on the mean, %s (%s); on the worst step, %s (%s). %%\n",
      listed(0), rows == 3 ? "three" : rows, last[0], listed(1), last[1], listed(2), last[2],
      listed(3), last[3]
  else if (rows) printf "\n"
}
