/* lbsim's master-slave protocol (as master_worker.cpp, self-scheduling only) on a cluster whose hosts change
 * under the program, for the side-by-side check of lbsim.core.dynamics against SimGrid (bench/README.md):
 *   - the host energy plugin is on; the platform gives wattage_per_state and wattage_off (cluster <prop>s);
 *   - "speed HOST PROFILE" and "state HOST PROFILE" arguments after the deployment set a host's speed or
 *     state profile (SimGrid's text format, ';' for new lines, e.g. "10 0.5;50 1"); "pstate HOST N" its pstate;
 *   - the master's 8th argument lists the failures it is to learn of, "WORKER@TIME;..." (from the state
 *     profiles): on every message it takes, it first puts the chunk of each worker lost by then back into
 *     the pool (lbsim's master with a detection delay of 0, when no worker is parked at the failure). Lost
 *     workers do not rejoin and get no STOP.
 * Usage: dynamics PLATFORM.xml DEPLOYMENT.xml [speed|state HOST PROFILE | pstate HOST N]... [--cfg=...]
 * Prints "makespan S", "end S" (the simulated end) and "energy HOST JOULES" per host, 17 digits.
 */
#include <simgrid/kernel/ProfileBuilder.hpp>
#include <simgrid/plugins/energy.h>
#include <simgrid/s4u.hpp>

#include <algorithm>
#include <cstdio>
#include <deque>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

namespace sg4 = simgrid::s4u;

XBT_LOG_NEW_DEFAULT_CATEGORY(lbsim_dyn, "lbsim's master-worker driver with host dynamics");

namespace {

enum Tag { REQUEST = 1, WORK = 2, RESULT = 3, STOP = 4 };

struct Msg {
  Tag tag;
  int worker;
  long long tasks;
  double flops;
};

sg4::Mailbox* worker_box(int i) { return sg4::Mailbox::by_name("worker-" + std::to_string(i)); }

void send(sg4::Mailbox* box, Msg m, double bytes)
{
  auto* payload = new Msg(m);
  box->put_init(payload, static_cast<uint64_t>(bytes))->detach();
}

void master(std::vector<std::string> args)
{
  xbt_assert(args.size() == 8, "master arguments: TASKS TASK_FLOPS TASK_BYTES RESULT_BYTES STRATEGY WORKERS FAILURES");
  const long long tasks = std::stoll(args[1]);
  const double task_flops = std::stod(args[2]);
  const double task_bytes = std::stod(args[3]);
  const int workers = std::stoi(args[6]);
  std::vector<std::pair<double, int>> failures; // (time, worker)
  std::stringstream fs(args[7]);
  std::string item;
  while (std::getline(fs, item, ';')) {
    if (item.empty() || item == "-")
      continue;
    auto at = item.find('@');
    failures.emplace_back(std::stod(item.substr(at + 1)), std::stoi(item.substr(0, at)));
  }
  std::sort(failures.begin(), failures.end());
  size_t next_failure = 0;
  sg4::Mailbox* box = sg4::Mailbox::by_name("master");
  box->set_receiver(sg4::Actor::self());

  long long remaining = tasks;
  long long outstanding = 0;
  std::vector<long long> chunk_of(workers, 0);
  std::vector<bool> lost(workers, false);
  std::deque<int> parked;

  auto hand = [&](int w, long long k) {
    double flops = 0;
    for (long long u = 0; u < k; u++)
      flops += task_flops;
    remaining -= k;
    outstanding++;
    chunk_of[w] = k;
    send(worker_box(w), Msg{WORK, -1, k, flops}, task_bytes * static_cast<double>(k));
  };

  for (;;) {
    std::unique_ptr<Msg> m(box->get<Msg>());
    double now = sg4::Engine::get_clock();
    while (next_failure < failures.size() && failures[next_failure].first <= now) {
      int w = failures[next_failure++].second;
      lost[w] = true;
      if (chunk_of[w] > 0) {
        remaining += chunk_of[w];
        outstanding--;
        chunk_of[w] = 0;
      }
      parked.erase(std::remove(parked.begin(), parked.end(), w), parked.end());
    }
    int w = m->worker;
    if (m->tag == RESULT) {
      outstanding--;
      chunk_of[w] = 0;
    }
    if (remaining == 0 && outstanding == 0) {
      std::printf("makespan %.17g\n", now);
      std::fflush(stdout);
      for (int i = 0; i < workers; i++)
        if (not lost[i])
          send(worker_box(i), Msg{STOP, -1, 0, 0}, 0);
      return;
    }
    if (remaining == 0) {
      parked.push_back(w);
      continue;
    }
    hand(w, 1);
    while (remaining > 0 && not parked.empty()) {
      int p = parked.front();
      parked.pop_front();
      hand(p, 1);
    }
  }
}

void worker(std::vector<std::string> args)
{
  const int me = std::stoi(args[1]);
  sg4::Mailbox* box = worker_box(me);
  box->set_receiver(sg4::Actor::self());
  sg4::Mailbox* master = sg4::Mailbox::by_name("master");
  send(master, Msg{REQUEST, me, 0, 0}, 0);
  for (;;) {
    std::unique_ptr<Msg> m(box->get<Msg>());
    if (m->tag == STOP)
      return;
    sg4::this_actor::execute(m->flops);
    send(master, Msg{RESULT, me, m->tasks, 0}, 0);
  }
}

std::string lines(std::string s)
{
  std::replace(s.begin(), s.end(), ';', '\n');
  return s + "\n";
}

} // namespace

int main(int argc, char* argv[])
{
  sg_host_energy_plugin_init();
  sg4::Engine e(&argc, argv);
  xbt_assert(argc >= 3 && (argc - 3) % 3 == 0, "usage: %s PLATFORM.xml DEPLOYMENT.xml [speed|state HOST PROFILE | pstate HOST N]...", argv[0]);
  e.load_platform(argv[1]);
  for (int i = 3; i < argc; i += 3) {
    std::string kind = argv[i];
    sg4::Host* h = sg4::Host::by_name(argv[i + 1]);
    if (kind == "pstate") {
      // from an actor at time 0: set before the run, the energy plugin would count the first interval in pstate 0
      int n = std::stoi(argv[i + 2]);
      sg4::Actor::create("pstate-" + h->get_name(), h, [h, n] { h->set_pstate(n); });
      continue;
    }
    auto* p = simgrid::kernel::profile::ProfileBuilder::from_string(kind + "-" + argv[i + 1], lines(argv[i + 2]), -1);
    if (kind == "speed")
      h->set_speed_profile(p);
    else
      h->set_state_profile(p);
  }
  e.register_function("master", &master);
  e.register_function("worker", &worker);
  e.load_deployment(argv[2]);
  e.run();
  std::printf("end %.17g\n", sg4::Engine::get_clock());
  for (auto const* h : e.get_all_hosts())
    std::printf("energy %s %.17g\n", h->get_cname(), sg_host_get_consumed_energy(h));
  return 0;
}
