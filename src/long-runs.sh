#!/bin/sh
# long-runs.sh IMPULSE [OUT.csv] [FACTOR]
# Run every dynamic experiment at its defaults and again with its length
# parameter (steps, or duration) FACTOR times its default (100 unless
# given), capped at the top of the parameter's range where the range is
# shorter (the table says which factor was run), and write one row per
# experiment to OUT.csv (default book/measured/long-runs.csv): the energy
# at the start, at the end of the default run and at the end of the long
# run, its relative drift in each, the largest energy seen in the long run,
# whether every number of the long run was finite, and one column the
# experiment is read by (its "watch" column) at the end of each run. The
# energy is the column e, else ke + pe, else ke. Experiments with no length
# parameter (inertia), or that only draw another's scene (flat-shapes,
# room-poses, bridge3d-shape, stack-shapes), or that move a body by hand (contacts), are left out.
# Each long run has 1,200 s; one that takes longer is recorded as "timeout".
set -eu
impulse=$1
out=${2:-book/measured/long-runs.csv}
factor=${3:-100}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM

# experiment and the column it is read by (what the book says of it)
watch_of() {
  case $1 in
    spin) echo quat_angle ;; projectile) echo y ;; oscillator) echo x ;; drag) echo v ;;
    spring-pair) echo l ;; chain) echo y3 ;; buoyancy) echo y ;; stiff-spring) echo x ;;
    bounce) echo y ;; rod-pendulum) echo length ;; cradle) echo px ;; bridge) echo sag ;;
    tumble) echo l ;; top) echo tilt ;; flat-fall) echo y ;; flat-sink) echo y ;;
    flat-bounce) echo y ;; flat-roll) echo v ;; flat-pile) echo rest ;;
    flat-pyramid) echo moved ;; sweep) echo pairs ;; room) echo outside ;;
    ruler-drop) echo vy ;; sphere-bounce) echo y ;; box-drop) echo depth ;;
    incline) echo v ;; box-rest) echo drift ;; tower) echo y ;; cradle3d) echo last ;;
    settle) echo angle ;; stack3d | pyramid3d) echo y ;; incline3d) echo v ;;
    popout) echo deepest ;; pendulum-joint) echo theta ;; pendulum-period) echo period ;;
    hanging-chain | bridge3d) echo sag ;; ragdoll) echo height ;;
    which-chain | which-grid) echo gap ;; which-*) echo drift ;;
    stack-pyramid) echo top_y ;; stack-pile) echo ke ;; *) echo t ;;
  esac
}

# summary.awk: from one CSV, "e_start e_end e_max ke_end watch_end finite rows"
cat > "$work/summary.awk" <<'EOF'
BEGIN { FS = ","; finite = 1; emax = "nan" }
NR == 1 {
  for (i = 1; i <= NF; i++) col[$i] = i
  next
}
{
  for (i = 1; i <= NF; i++)
    if ($i !~ /^[-+]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][-+]?[0-9]+)?$/) finite = 0
  if ("e" in col) e = $col["e"]
  else if (("ke" in col) && ("pe" in col)) e = $col["ke"] + $col["pe"]
  else if ("ke" in col) e = $col["ke"]
  else e = "nan"
  if (NR == 2) e0 = e
  if (e != "nan" && (emax == "nan" || e + 0 > emax + 0)) emax = e
  last = e
  ke = ("ke" in col) ? $col["ke"] : "nan"
  w = (watch in col) ? $col[watch] : "nan"
  rows++
}
END { printf "%s %s %s %s %s %d %d\n", e0, last, emax, ke, w, finite, rows }
EOF

drift() { # relative change from $1 to $2, or nan
  awk -v a="$1" -v b="$2" 'BEGIN {
    if (a == "nan" || b == "nan" || a + 0 == 0) print "nan"; else printf "%.6g\n", (b - a) / (a < 0 ? -a : a) }'
}

echo "experiment,chapter,parameter,default,long,factor,e_start,e_end_default,e_end_long,drift_default,drift_long,e_max_long,ke_end_long,watch,watch_end_default,watch_end_long,finite,rows_long,status" > "$work/out.csv"
"$impulse" list | while read -r name _ chapter _; do
  case $name in inertia | flat-shapes | room-poses | contacts | bridge3d-shape | stack-shapes) continue ;; esac
  help=$("$impulse" help "$name")
  param=$(printf '%s\n' "$help" | awk '/^  steps /{print "steps"; exit} /^  duration /{print "duration"; exit}')
  [ -n "$param" ] || continue
  range=$(printf '%s\n' "$help" | awk -v p="$param" '$1 == p {getline; print; exit}')
  default=$(printf '%s\n' "$range" | sed -n 's/.*default \([^;]*\);.*/\1/p')
  top=$(printf '%s\n' "$range" | sed -n 's/.*, \([^]]*\)].*/\1/p')
  long=$(awk -v d="$default" -v f="$factor" -v t="$top" -v p="$param" 'BEGIN {
    x = d * f; if (x > t) x = t; if (p == "steps") printf "%d\n", x; else printf "%.10g\n", x }')
  ran=$(awk -v d="$default" -v l="$long" 'BEGIN { printf "%.4g\n", l / d }')
  watch=$(watch_of "$name")
  "$impulse" run "$name" --out "$work/default.csv"
  set -- $(awk -v watch="$watch" -f "$work/summary.awk" "$work/default.csv")
  e0=$1 e_default=$2 watch_default=$5
  status=ok
  timeout 1200 "$impulse" run "$name" --set "$param=$long" --out "$work/long.csv" || status=$?
  [ "$status" = 124 ] && status=timeout
  if [ "$status" = ok ]; then
    set -- $(awk -v watch="$watch" -f "$work/summary.awk" "$work/long.csv")
  else
    set -- nan nan nan nan nan 0 0
  fi
  echo "$name,$chapter,$param,$default,$long,$ran,$e0,$e_default,$2,$(drift "$e0" "$e_default"),$(drift "$e0" "$2"),$3,$4,$watch,$watch_default,$5,$6,$7,$status" >> "$work/out.csv"
  echo "long-runs: $name x$ran: $status" >&2
  rm -f "$work/long.csv" "$work/default.csv"
done
mv "$work/out.csv" "$out"
echo "long-runs: wrote $out" >&2
