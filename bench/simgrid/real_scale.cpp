/* SimGrid's actors on the workloads of bench/real-scale.sh (lbsim's real programs of N tasks), for wall time
 * and peak memory side by side: N actors on the 10 hosts of PLATFORM.xml (round robin), created by main.
 *
 *   real_scale PLATFORM.xml ring N ROUNDS FLOPS          a token ring: actor 0 computes FLOPS, adds 1 and
 *       sends the token to actor 1, each actor i receives it, computes FLOPS, adds i + 1 and sends it on;
 *       ROUNDS times; actor 0 prints the token (ROUNDS x N (N + 1) / 2) and the hops
 *   real_scale PLATFORM.xml masterslave N UNITS FLOPS UNIT_BYTES   self-scheduling: a master hands out
 *       UNITS units of UNIT_BYTES one at a time (eager, detached sends), each worker computes FLOPS per unit
 *       and returns an 8-byte result; the master prints the sum of the unit numbers
 *
 * Messages are eager as PVM's: every mailbox has its actor as permanent receiver.
 */
#include <simgrid/s4u.hpp>

#include <cstdio>
#include <string>
#include <vector>

namespace sg4 = simgrid::s4u;

XBT_LOG_NEW_DEFAULT_CATEGORY(lbsim_real_scale, "lbsim's real-program scale driver");

namespace {

sg4::Mailbox* box(int i) { return sg4::Mailbox::by_name("a-" + std::to_string(i)); }

struct Token {
  long long sum;
  long long hops;
};

void ring(int me, int n, int rounds, double flops)
{
  box(me)->set_receiver(sg4::Actor::self());
  if (me == 0) {
    auto* t = new Token{0, 0};
    for (int r = 0; r < rounds; r++) {
      sg4::this_actor::execute(flops);
      t->sum += 1;
      t->hops++;
      box(1 % n)->put_init(t, 8)->detach();
      t = box(0)->get<Token>();
    }
    std::printf("simgrid ring: %d actors, %d rounds: token %lld (expected %lld), %lld hops, %.6f s\n", n, rounds,
                t->sum, (long long)rounds * n * (n + 1) / 2, t->hops, sg4::Engine::get_clock());
    delete t;
  } else {
    for (int r = 0; r < rounds; r++) {
      auto* t = box(me)->get<Token>();
      sg4::this_actor::execute(flops);
      t->sum += me + 1;
      t->hops++;
      box((me + 1) % n)->put_init(t, 8)->detach();
    }
  }
}

struct Unit {
  long long number; // -1: stop
  int worker;
};

void master(int n, long long units, double flops, double bytes)
{
  (void)flops;
  sg4::Mailbox* mine = box(0);
  mine->set_receiver(sg4::Actor::self());
  long long next = 0;
  long long sum = 0;
  int busy = 0;
  for (int w = 1; w <= n; w++) {
    if (next < units) {
      box(w)->put_init(new Unit{next++, w}, (uint64_t)bytes)->detach();
      busy++;
    } else {
      box(w)->put_init(new Unit{-1, w}, 0)->detach();
    }
  }
  while (busy > 0) {
    auto* u = mine->get<Unit>();
    sum += u->number;
    int w = u->worker;
    delete u;
    if (next < units) {
      box(w)->put_init(new Unit{next++, w}, (uint64_t)bytes)->detach();
    } else {
      box(w)->put_init(new Unit{-1, w}, 0)->detach();
      busy--;
    }
  }
  std::printf("simgrid master-slave: %d workers, %lld units: sum %lld (expected %lld), %.6f s\n", n, units, sum,
              units * (units - 1) / 2, sg4::Engine::get_clock());
}

void worker(int me, double flops)
{
  box(me)->set_receiver(sg4::Actor::self());
  while (true) {
    auto* u = box(me)->get<Unit>();
    if (u->number < 0) {
      delete u;
      return;
    }
    sg4::this_actor::execute(flops);
    box(0)->put_init(u, 8)->detach();
  }
}

} // namespace

int main(int argc, char** argv)
{
  sg4::Engine e(&argc, argv);
  xbt_assert(argc >= 6, "usage: %s PLATFORM.xml ring N ROUNDS FLOPS | masterslave N UNITS FLOPS UNIT_BYTES", argv[0]);
  e.load_platform(argv[1]);
  std::vector<sg4::Host*> hosts = e.get_all_hosts();
  std::string kind = argv[2];
  int n = std::stoi(argv[3]);
  if (kind == "ring") {
    int rounds = std::stoi(argv[4]);
    double flops = std::stod(argv[5]);
    for (int i = 0; i < n; i++)
      sg4::Actor::create("ring-" + std::to_string(i), hosts[i % hosts.size()], ring, i, n, rounds, flops);
  } else {
    xbt_assert(argc >= 7, "masterslave N UNITS FLOPS UNIT_BYTES");
    long long units = std::stoll(argv[4]);
    double flops = std::stod(argv[5]);
    double bytes = std::stod(argv[6]);
    sg4::Actor::create("master", hosts[0], master, n, units, flops, bytes);
    for (int i = 1; i <= n; i++)
      sg4::Actor::create("worker-" + std::to_string(i), hosts[i % hosts.size()], worker, i, flops);
  }
  e.run();
  return 0;
}
