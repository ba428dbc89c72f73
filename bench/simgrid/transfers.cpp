/* Concurrent transfers on a SimGrid platform, for comparing network models with lbsim's routed network.
 *
 * Usage: transfers PLATFORM.xml TRANSFERS.txt [--cfg=...]
 * TRANSFERS.txt has one transfer per line: START_SECONDS SOURCE_HOST DESTINATION_HOST BYTES (# starts a comment).
 * Each transfer is a host-to-host communication (Comm::sendto) started at its time; the program prints
 * "transfer <index> <end time, 17 digits>" for each, in the order of the file.
 */
#include <simgrid/s4u.hpp>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace sg4 = simgrid::s4u;

XBT_LOG_NEW_DEFAULT_CATEGORY(lbsim_transfers, "lbsim's concurrent transfers driver");

namespace {
struct Transfer {
  double start;
  std::string src;
  std::string dst;
  double bytes;
  double end = -1;
};
std::vector<Transfer> transfers;
} // namespace

int main(int argc, char* argv[])
{
  sg4::Engine e(&argc, argv);
  xbt_assert(argc == 3, "usage: %s PLATFORM.xml TRANSFERS.txt [--cfg=...]", argv[0]);
  e.load_platform(argv[1]);
  std::ifstream in(argv[2]);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#')
      continue;
    std::istringstream l(line);
    Transfer t;
    l >> t.start >> t.src >> t.dst >> t.bytes;
    xbt_assert(!l.fail(), "bad line: %s", line.c_str());
    transfers.push_back(t);
  }
  for (size_t i = 0; i < transfers.size(); i++) {
    sg4::Host* src = e.host_by_name(transfers[i].src);
    sg4::Host* dst = e.host_by_name(transfers[i].dst);
    sg4::Actor::create("t" + std::to_string(i), src, [i, src, dst]() {
      sg4::this_actor::sleep_until(transfers[i].start);
      sg4::Comm::sendto(src, dst, static_cast<uint64_t>(transfers[i].bytes));
      transfers[i].end = sg4::Engine::get_clock();
    });
  }
  e.run();
  for (size_t i = 0; i < transfers.size(); i++)
    std::printf("transfer %zu %.17g\n", i, transfers[i].end);
  return 0;
}
