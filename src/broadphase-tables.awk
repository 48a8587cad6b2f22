# broadphase-tables.awk: chapter 9's tables of measured times, as the rows of
# a LaTeX tabular, from the committed measurements (book/measured/
# broadphase.csv and broadphase-peers.csv, which bench-broadphase and
# bench-broadphase-peers write). Run with -v table=sweep, tree or peers;
# the columns are found by the CSV's header, so a rerun of a benchmark
# updates its table. Times to three significant figures, counts exact.
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
  if (rows++) printf "\\\\\n"
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
  else { print "table must be sweep, tree or peers" > "/dev/stderr"; exit 1 }
}
END { if (rows) printf "\n" }
