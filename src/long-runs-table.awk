# long-runs-table.awk: book/measured/long-runs.csv (src/long-runs.sh) as the
# rows of a LaTeX longtable for the reliability appendix. One row per
# experiment: its name and chapter, the length parameter at its default and
# as run, the energy's drift at the end of each run (in percent of the
# start's energy; a dash where the experiment has no energy column or it
# starts at 0), whether every number of the long run was finite, and the
# experiment's watch column at the end of each run.
function num(x,    a) {
  if (x == "nan" || x == "") return "--"
  a = x < 0 ? -x : x
  if (a != 0 && (a < 1e-3 || a >= 1e5)) {
    s = sprintf("%.2e", x); split(s, p, "e")
    return sprintf("$%s{\\times}10^{%d}$", p[1], p[2] + 0)
  }
  s = sprintf("%.3g", x)
  if (s ~ /e/) { split(s, p, "e"); return sprintf("$%s{\\times}10^{%d}$", p[1], p[2] + 0) }
  return sprintf("$%s$", s)
}
function pct(x) {
  if (x == "nan" || x == "") return "--"
  return sprintf("$%+.3g$", 100 * x)
}
BEGIN { FS = "," }
NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
{
  name = $c["experiment"]
  unit = $c["parameter"] == "steps" ? "" : "\\,s"
  len = $c["default"] unit " $\\to$ " $c["long"] unit
  if ($c["factor"] + 0 != 100) len = len " (" $c["factor"] "$\\times$)"
  fin = $c["status"] != "ok" ? $c["status"] : ($c["finite"] == 1 ? "yes" : "\\textbf{no}")
  gsub(/_/, "\\_", $c["watch"])
  printf "\\texttt{%s} & %d & %s & %s & %s & %s & \\texttt{%s}: %s $\\to$ %s\\\\\n", \
    name, $c["chapter"], len, \
    pct($c["drift_default"]), pct($c["drift_long"]), fin, $c["watch"], \
    num($c["watch_end_default"]), num($c["watch_end_long"])
}
