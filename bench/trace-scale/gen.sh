#!/usr/bin/env bash
# bench/trace-scale/gen.sh SLAVES UNITS FILE: the master-slave scale case of bench/run.sh masterslave as an lbsim
# scenario (issue 32 item 2): a master and SLAVES slaves of speed 1 on a delay network (50 us send and receive
# delays, 100 us transmission), UNITS self-scheduled units of exponential(mean 0.1 s), 64-byte messages.
# Run it as a user does, e.g.
#   bench/trace-scale/gen.sh 1000 10000000 /tmp/ms.lbsim
#   LBSIM_JAVA_OPTS="-Xmx256m -XX:+UseSerialGC" /usr/bin/time -v ./lbsim run /tmp/ms.lbsim --out /tmp/ms --quiet
set -euo pipefail
[ $# -eq 3 ] || { echo "usage: $0 SLAVES UNITS FILE" >&2; exit 2; }
n="$1" units="$2" file="$3"
{
  echo '<?xml version="1.0" encoding="UTF-8"?>'
  echo '<lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"'
  echo "    xmlns:lbsim=\"http://lbsim.org/model/1.0\" name=\"ms-$n-$units\" description=\"bench/trace-scale/gen.sh: $units units over $n slaves\">"
  echo '  <platform>'
  echo '    <hosts name="master" speed="1.0" segment="lan"/>'
  awk -v n="$n" 'BEGIN { for (i = 1; i <= n; i++) printf "    <hosts name=\"s%d\" speed=\"1.0\" segment=\"lan\"/>\n", i }'
  echo '    <segments xsi:type="lbsim:DelayNetwork" name="lan" sendDelaySeconds="0.00005" receiveDelaySeconds="0.00005"'
  echo '        transmissionDelaySeconds="0.0001" proportionalDelayPerKBSeconds="0"/>'
  echo '  </platform>'
  printf '  <application xsi:type="lbsim:MasterSlaveApplication" master="master" slaves="'
  awk -v n="$n" 'BEGIN { for (i = 1; i <= n; i++) printf "%ss%d", (i > 1 ? " " : ""), i }'
  echo "\""
  echo "      units=\"$units\" unitCost=\"exponential(mean=0.1)\" requestBytes=\"64\" workBytesFixed=\"64\""
  echo '      workBytesPerUnit="0" resultBytesFixed="64" resultBytesPerUnit="0" masterOverheadSeconds="0"'
  echo '      strategy="self"/>'
  echo '  <run seed="1"/>'
  echo '</lbsim:Scenario>'
} > "$file"
