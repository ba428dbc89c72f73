/* master_worker.cpp's protocol (lbsim's master-slave: requests, self-scheduling, results that are the next
 * request; see that file) with a master whose receive costs O(1) per message instead of O(workers), for
 * platforms of 100,000 hosts (bench/simgrid/run-scale.sh).
 *
 * master_worker.cpp takes messages in arrival order with Comm::wait_any over one pending receive per worker,
 * which walks every worker's receive for each message. Here each worker posts its message on its own mailbox
 * (the master is the permanent receiver, so the transfer starts when it is sent, as in master_worker.cpp),
 * waits until the transfer has completed, that is until the message has arrived, and then puts its index in a
 * queue and wakes the master (an s4u condition variable); the master keeps a pending receive on every worker's
 * mailbox (so transfers start when sent), takes the queue in order and completes that worker's receive, which
 * is already done. So the master serves messages in arrival order; messages
 * that arrive at one instant are served in the order SimGrid wakes their senders (master_worker.cpp: worker
 * order).
 *
 * Deployment and output as master_worker.cpp (self-scheduling and static-block); also prints a progress line
 * on stderr every 1,000 results: "progress RESULTS CLOCK".
 * Usage: master_worker_scale PLATFORM.xml DEPLOYMENT.xml [--cfg=...]
 * With 100,000 actors, give SimGrid small stacks that are not mapped one by one (the kernel's limit is 65,530
 * mappings by default): --cfg=contexts/stack-size:64 --cfg=contexts/guard-size:0 (run-scale.sh does).
 */
#include <simgrid/s4u.hpp>

#include <cstdio>
#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace sg4 = simgrid::s4u;

XBT_LOG_NEW_DEFAULT_CATEGORY(lbsim_mws, "lbsim's master-worker driver for large platforms");

namespace {

enum Tag { REQUEST = 1, WORK = 2, RESULT = 3, STOP = 4 };

struct Msg {
  Tag tag;
  int worker;
  long long tasks;
  double flops;
};

sg4::Mailbox* worker_box(int i) { return sg4::Mailbox::by_name("worker-" + std::to_string(i)); }
sg4::Mailbox* master_box(int i) { return sg4::Mailbox::by_name("master-from-" + std::to_string(i)); }

std::deque<int> arrived;
sg4::MutexPtr arrived_mutex;
sg4::ConditionVariablePtr arrived_cv;

void send(sg4::Mailbox* box, Msg m, double bytes)
{
  auto* payload = new Msg(m);
  box->put_init(payload, static_cast<uint64_t>(bytes))->detach();
}

/* A worker's message to the master: sent, waited for until it has arrived, then announced. */
void send_to_master(int me, Msg m, double bytes)
{
  auto* payload = new Msg(m);
  sg4::CommPtr c = master_box(me)->put_async(payload, static_cast<uint64_t>(bytes));
  c->wait();
  std::unique_lock lock(*arrived_mutex);
  arrived.push_back(me);
  arrived_cv->notify_one();
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
  // a pending receive on every worker's mailbox, as master_worker.cpp has: with it a worker's transfer starts when
  // it is sent (without one, SimGrid starts it only when the master receives)
  std::vector<sg4::CommPtr> pending;
  std::vector<Msg*> received(workers, nullptr);
  for (int i = 0; i < workers; i++) {
    master_box(i)->set_receiver(sg4::Actor::self());
    pending.push_back(master_box(i)->get_async<Msg>(&received[i]));
  }

  long long remaining = tasks;
  long long outstanding = 0;
  long long results = 0;
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
      flops += task_flops;
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
    int at;
    {
      std::unique_lock lock(*arrived_mutex);
      while (arrived.empty())
        arrived_cv->wait(lock);
      at = arrived.front();
      arrived.pop_front();
    }
    pending[at]->wait(); // complete already: the worker saw its transfer end
    std::unique_ptr<Msg> m(received[at]);
    pending[at] = master_box(at)->get_async<Msg>(&received[at]);
    int w = m->worker;
    if (m->tag == RESULT) {
      outstanding--;
      if (++results % 1000 == 0) {
        std::fprintf(stderr, "progress %lld %.6f\n", results, sg4::Engine::get_clock());
        std::fflush(stderr);
      }
    }
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
  const double result_bytes = args.size() > 2 ? std::stod(args[2]) : 0;
  const double request_bytes = args.size() > 3 ? std::stod(args[3]) : 0;
  send_to_master(me, Msg{REQUEST, me, 0, 0}, request_bytes);
  for (;;) {
    std::unique_ptr<Msg> m(box->get<Msg>());
    if (m->tag == STOP)
      return;
    sg4::this_actor::execute(m->flops);
    send_to_master(me, Msg{RESULT, me, m->tasks, 0}, result_bytes);
  }
}

} // namespace

int main(int argc, char* argv[])
{
  sg4::Engine e(&argc, argv);
  xbt_assert(argc == 3, "usage: %s PLATFORM.xml DEPLOYMENT.xml [--cfg=...]", argv[0]);
  arrived_mutex = sg4::Mutex::create();
  arrived_cv = sg4::ConditionVariable::create();
  e.load_platform(argv[1]);
  e.register_function("master", &master);
  e.register_function("worker", &worker);
  e.load_deployment(argv[2]);
  e.run();
  return 0;
}
