# Sourced by the scripts that drive an installed lbsim IDE through its test driver (releng/test/p2-install.sh,
# bench/ide-memory.sh, bench/ide-first-picture.sh): the workspace project they all import.
#
#   lbsim_ion_project ROOT DIR NAME LAUNCH:SEED:RESULT...
#
# makes DIR an Eclipse project NAME holding ROOT/examples/ion-implantation.lbsim and, for each LAUNCH:SEED:RESULT, a
# shared lbsim Simulation launch configuration DIR/LAUNCH.launch of that scenario with that seed, writing its result
# folder to /NAME/results/RESULT.
lbsim_ion_project() {
  local root="$1" dir="$2" name="$3" spec launch seed result
  shift 3
  mkdir -p "$dir"
  cp "$root/examples/ion-implantation.lbsim" "$dir/"
  cat >"$dir/.project" <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<projectDescription>
	<name>$name</name>
	<comment></comment>
	<projects></projects>
	<buildSpec></buildSpec>
	<natures></natures>
</projectDescription>
EOF
  for spec in "$@"; do
    IFS=: read -r launch seed result <<<"$spec"
    cat >"$dir/$launch.launch" <<EOF
<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<launchConfiguration type="lbsim.ui.launch.simulation">
    <stringAttribute key="lbsim.launch.scenario" value="/$name/ion-implantation.lbsim"/>
    <stringAttribute key="lbsim.launch.seed" value="$seed"/>
    <stringAttribute key="lbsim.launch.output" value="/$name/results/$result"/>
</launchConfiguration>
EOF
  done
}
