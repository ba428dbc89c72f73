/* A master-worker driver for SimGrid's S4U API that follows lbsim's master-slave protocol
 * (lbsim.core.app.MasterSlave) step for step, so that both simulators can be run on the same cluster
 * and their makespans compared:
 *
 *   - every worker sends a request (REQUEST_BYTES) to the master when it starts;
 *   - the master takes messages in arrival order (one mailbox per worker, a pending receive on each, wait_any;
 *     messages arriving at one instant in worker order); for each it asks the strategy for a chunk of k tasks
 *     for that worker and sends it one message of k x TASK_BYTES carrying k x TASK_FLOPS of work
 *     (asynchronously: it goes on at once); a worker that gets 0 is parked and served again after each
 *     hand-out while tasks remain;
 *   - a worker computes its chunk, returns a result of RESULT_BYTES (which is its next request) and waits;
 *   - the makespan is the time the master has received the last result; it then stops the workers.
 *
 * Messages are eager, as PVM's: every mailbox has its actor as permanent receiver, so a transfer starts
 * when it is sent. Strategies: "self-scheduling" (one task per request) and "static-block" (worker i gets
 * floor(T/W) tasks, plus one for the first T mod W workers, at its first request; then nothing).
 *
 * Deployment: one actor "master" with arguments TASKS TASK_FLOPS TASK_BYTES RESULT_BYTES STRATEGY WORKERS,
 * and WORKERS actors "worker" with arguments INDEX (0 .. WORKERS-1) [RESULT_BYTES [REQUEST_BYTES]]
 * (the sizes of the messages it sends, default 0).
 * Usage: master_worker PLATFORM.xml DEPLOYMENT.xml [--cfg=...]
 * Prints "makespan <seconds, 17 digits>" and "tasks <T>" on stdout.
 */
#include <simgrid/s4u.hpp>

#include <cstdio>
#include <deque>
#include <memory>
#include <string>
#include <vector>

namespace sg4 = simgrid::s4u;

XBT_LOG_NEW_DEFAULT_CATEGORY(lbsim_mw, "lbsim's master-worker driver");

namespace {

enum Tag { REQUEST = 1, WORK = 2, RESULT = 3, STOP = 4 };

struct Msg {
  Tag tag;
  int worker;       // sender (requests, results)
  long long tasks;  // work: number of tasks
  double flops;     // work: total flops
};

sg4::Mailbox* worker_box(int i) { return sg4::Mailbox::by_name("worker-" + std::to_string(i)); }
sg4::Mailbox* master_box(int i) { return sg4::Mailbox::by_name("master-from-" + std::to_string(i)); }

void send(sg4::Mailbox* box, Msg m, double bytes)
{
  auto* payload = new Msg(m);
  box->put_init(payload, static_cast<uint64_t>(bytes))->detach();
}

void master(std::vector<std::string> args)
{
  xbt_assert(args.size() == 7, "master arguments: TASKS TASK_FLOPS TASK_BYTES RESULT_BYTES STRATEGY WORKERS");
  const long long tasks = std::stoll(args[1]);
  const double task_flops = std::stod(args[2]);
  const double task_bytes = std::stod(args[3]);
  const std::string strategy = args[5];
  const int workers = std::stoi(args[6]);
  xbt_assert(strategy == "self-scheduling" || strategy == "static-block", "unknown strategy %s", strategy.c_str());
  // one mailbox per worker, each with the master as permanent receiver (transfers start when sent), and one
  // pending receive on each: wait_any hands the master whichever message has arrived first (arrival order;
  // messages arriving at one instant in worker order). One shared mailbox would hand them out in the order
  // they were sent, which differs when route latencies or rates differ.
  std::vector<sg4::CommPtr> pending;
  std::vector<Msg*> received(workers, nullptr);
  for (int i = 0; i < workers; i++) {
    master_box(i)->set_receiver(sg4::Actor::self());
    pending.push_back(master_box(i)->get_async<Msg>(&received[i]));
  }

  long long remaining = tasks;
  long long outstanding = 0;
  std::vector<bool> served(workers, false);
  std::deque<int> parked;

  auto chunk = [&](int w) -> long long {
    if (strategy == "self-scheduling")
      return 1;
    if (served[w])
      return 0;
    served[w] = true;
    long long share = tasks / workers + (w < tasks % workers ? 1 : 0);
    return share < remaining ? share : remaining;
  };
  auto hand = [&](int w, long long k) {
    double flops = 0;
    for (long long u = 0; u < k; u++)
      flops += task_flops; // summed one task at a time, as lbsim sums unit costs
    remaining -= k;
    outstanding++;
    send(worker_box(w), Msg{WORK, -1, k, flops}, task_bytes * static_cast<double>(k));
  };
  auto serve_parked = [&]() {
    bool again = true;
    while (again && remaining > 0) {
      again = false;
      size_t n = parked.size();
      for (size_t i = 0; i < n && remaining > 0; i++) {
        int w = parked.front();
        parked.pop_front();
        long long k = chunk(w);
        if (k > 0) {
          hand(w, k);
          again = true;
          break;
        }
        parked.push_back(w);
      }
    }
  };

  for (;;) {
    ssize_t at = sg4::Comm::wait_any(pending);
    std::unique_ptr<Msg> m(received[at]);
    pending[at] = master_box(static_cast<int>(at))->get_async<Msg>(&received[at]);
    int w = m->worker;
    if (m->tag == RESULT)
      outstanding--;
    if (remaining == 0 && outstanding == 0) {
      std::printf("makespan %.17g\ntasks %lld\n", sg4::Engine::get_clock(), tasks);
      std::fflush(stdout);
      for (int i = 0; i < workers; i++)
        send(worker_box(i), Msg{STOP, -1, 0, 0}, 0);
      return;
    }
    long long k = remaining == 0 ? 0 : chunk(w);
    if (k == 0) {
      parked.push_back(w);
      continue;
    }
    hand(w, k);
    serve_parked();
  }
}

void worker(std::vector<std::string> args)
{
  xbt_assert(args.size() >= 2, "worker argument: INDEX");
  const int me = std::stoi(args[1]);
  sg4::Mailbox* box = worker_box(me);
  box->set_receiver(sg4::Actor::self());
  sg4::Mailbox* master = master_box(me);
  // the sizes of its messages: optional arguments 2 (result bytes) and 3 (request bytes), default 0
  const double result_bytes = args.size() > 2 ? std::stod(args[2]) : 0;
  const double request_bytes = args.size() > 3 ? std::stod(args[3]) : 0;
  send(master, Msg{REQUEST, me, 0, 0}, request_bytes);
  for (;;) {
    std::unique_ptr<Msg> m(box->get<Msg>());
    if (m->tag == STOP)
      return;
    sg4::this_actor::execute(m->flops);
    send(master, Msg{RESULT, me, m->tasks, 0}, result_bytes);
  }
}

} // namespace

int main(int argc, char* argv[])
{
  sg4::Engine e(&argc, argv);
  xbt_assert(argc == 3, "usage: %s PLATFORM.xml DEPLOYMENT.xml [--cfg=...]", argv[0]);
  e.load_platform(argv[1]);
  e.register_function("master", &master);
  e.register_function("worker", &worker);
  e.load_deployment(argv[2]);
  e.run();
  return 0;
}
