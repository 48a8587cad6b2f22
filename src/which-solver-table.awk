# which-solver-table.awk: chapter 16's comparison table (a whole tabular) from the runs
# data/which-SCENE+solver-X+clock-on.csv (src/which-solver-table.sh passes
# them in the table's order). One row per run: the scene and solver (from
# the file's name), whether every box stayed within half a box of where it
# should be for the whole run, the drift at the end (mm), the largest excess
# kinetic energy (J), the deepest point at the end (mm), the sweeps per step
# and the mean wall-clock time of a step (ms).
function num(x,    s, p) {
  if (x >= 100) return sprintf("$%.0f$", x)
  if (x != 0 && x < 1e-3) {
    s = sprintf("%.1e", x); split(s, p, "e")
    return sprintf("$%s{\\times}10^{%d}$", p[1], p[2] + 0)
  }
  return sprintf("$%.3g$", x)
}
function finish() {
  if (file == "") return
  if (joints) { finish_joints(); return }
  stands = worst < 0.5 ? "yes" : "\\textbf{no}"
  if (last != "" && scene != last) print "\\addlinespace" # between scenes
  printf "%s & %s & %s & %s & %s & %s & %d & %s \\\\\n", scene == last ? "" : scene,
         solver, stands, num(1e3 * drift), num(excess), num(1e3 * deepest), sweeps,
         sprintf("$%.3f$", steps > 0 ? ms / steps : 0)
  last = scene
}
# A scene of joints (its runs have a column "gap"): whether it held (no gap
# above half a link), the gap at the end (mm), the energy at the end less the
# start's (J), the worst gap (mm), sweeps and time; under a header of its own.
function finish_joints() {
  holds = worst_apart < 0.5 ? "yes" : "\\textbf{no}"
  if (last_joints != "" && scene != last_joints) print "\\addlinespace" # between scenes
  printf "%s & %s & %s & %s & %s & %s & %d & %s \\\\\n", scene == last ? "" : scene,
         solver, holds, num(1e3 * gap), signed(energy), num(1e3 * worst_gap), sweeps,
         sprintf("$%.3f$", steps > 0 ? ms / steps : 0)
  last = scene; last_joints = scene
}
function signed(x,    s) { s = num(x < 0 ? -x : x); if (x < 0) sub(/^\$/, "$-", s); return s }
function joints_header() {
  print "\\midrule"
  print "joints & solver & holds & gap & $\\Delta E$ & worst gap & sweeps & step \\\\"
  print " & & & (mm) & (J) & (mm) & & (ms) \\\\"
  print "\\midrule"
}
BEGIN {
  FS = ","
  print "\\begin{tabular}{llcrrrrr}"
  print "\\toprule"
  print "scene & solver & stands & drift & excess & deepest & sweeps & step \\\\"
  print " & & & (mm) & (J) & (mm) & & (ms) \\\\"
  print "\\midrule"
}
FNR == 1 {
  finish()
  file = FILENAME
  n = split(file, path, "/"); base = path[n]; sub(/\.csv$/, "", base)
  split(base, part, "+")
  scene = part[1]; sub(/^which-/, "", scene)
  solver = part[2]; sub(/^solver-/, "", solver)
  delete c
  for (i = 1; i <= NF; i++) c[$i] = i
  if (!joints && ("gap" in c)) joints_header()
  joints = "gap" in c; worst_apart = 0; worst_gap = 0
  worst = 0; excess = 0; ms = 0; steps = 0
  next
}
joints {
  gap = $c["gap"]; energy = $c["gain"]; sweeps = $c["sweeps"]
  if ($c["apart"] + 0 > worst_apart) worst_apart = $c["apart"] + 0
  if (gap + 0 > worst_gap) worst_gap = gap + 0
  if ($c["t"] + 0 > 0) { ms += $c["ms"]; steps++ }
  next
}
{
  drift = $c["drift"]; deepest = $c["deepest"]; sweeps = $c["sweeps"]
  if (drift + 0 > worst) worst = drift + 0
  if ($c["excess"] + 0 > excess) excess = $c["excess"] + 0
  if ($c["t"] + 0 > 0) { ms += $c["ms"]; steps++ }
}
END {
  finish()
  print "\\bottomrule"
  print "\\end{tabular}"
}
