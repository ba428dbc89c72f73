package lbsim.core.workload;

import java.util.List;

import org.apache.commons.rng.UniformRandomProvider;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.Job;
import lbsim.core.cpu.JobKind;
import lbsim.core.cpu.JobListener;
import lbsim.core.engine.EventHandler;
import lbsim.core.engine.Simulation;

/**
 * Runs a {@link UserBehaviourGraph}: one user per host of the group, each walking the graph independently
 * with the stream {@code NAME@HOST}. On entering a state the user counts a visit, thinks (think-time sample,
 * negative samples taken as 0), then submits the state's command as a {@link JobKind#COMPETING} job and
 * waits for it to finish; then draws the next state. A command sample <= 0 submits no job and the user moves
 * on at once. Per visit the draws are: think time, command demand, next state.
 * <p>
 * {@link #arrivals()} counts submitted commands. Over a long run the fraction of visits to each state tends
 * to the stationary distribution of the transition matrix.
 */
public final class UserBehaviourSource implements CompetingSource {

    private final Simulation sim;
    private final String name;
    private final HostGroup group;
    private final UserBehaviourGraph graph;
    private final User[] users;
    private JobObserver observer;
    private boolean started;
    private boolean stopped;

    /**
     * @throws IllegalArgumentException for an empty or duplicated host list or a missing graph
     */
    public UserBehaviourSource(Simulation sim, String name, List<Host> hosts, UserBehaviourGraph graph) {
        String owner = "user behaviour source '" + name + "'";
        this.group = new HostGroup(owner, hosts);
        if (graph == null) {
            throw new IllegalArgumentException(owner + ": graph is missing");
        }
        this.sim = sim;
        this.name = name;
        this.graph = graph;
        this.users = new User[group.size()];
        for (int i = 0; i < users.length; i++) {
            Host h = group.get(i);
            users[i] = new User(h, sim.random().stream(name + "@" + h.name()), graph.stateCount());
        }
    }

    @Override
    public void start() {
        if (started) {
            return;
        }
        started = true;
        for (User u : users) {
            u.enter(graph.initialState());
        }
    }

    /** Users stop where they are: a pending think ends nothing, a running command finishes without a next state. */
    @Override
    public void stop() {
        if (!started || stopped) {
            return;
        }
        stopped = true;
        for (User u : users) {
            if (u.pending >= 0) {
                sim.cancel(u.pending);
                u.pending = -1;
            }
        }
    }

    /** One user at one host: thinking (an event pending) or waiting for its command (a job in the queue). */
    private final class User implements EventHandler, JobListener {
        final Host host;
        final UniformRandomProvider rng;
        final long[] visits;
        long commands;
        int state;
        long pending = -1;

        User(Host host, UniformRandomProvider rng, int states) {
            this.host = host;
            this.rng = rng;
            this.visits = new long[states];
        }

        void enter(int s) {
            state = s;
            visits[s]++;
            double think = graph.state(s).thinkSeconds().sample(rng);
            pending = sim.scheduleIn(think > 0 ? think : 0, this, 0);
        }

        /** Thinking is over: run the command. */
        @Override
        public void handleEvent(int tag) {
            pending = -1;
            UserBehaviourGraph.State s = graph.state(state);
            double demand = s.demandSeconds().sample(rng);
            if (demand > 0) {
                commands++;
                Job job = host.submit(name, demand, s.nice(), JobKind.COMPETING, this);
                if (observer != null) {
                    observer.jobSubmitted(job);
                }
            } else {
                moveOn();
            }
        }

        @Override
        public void jobFinished(Job job) {
            if (observer != null) {
                observer.jobFinished(job);
            }
            if (!stopped) {
                moveOn();
            }
        }

        private void moveOn() {
            enter(graph.next(state, rng.nextDouble()));
        }

        @Override
        public String toString() {
            return "user behaviour source '" + name + "' on host " + host.name() + ", state '" + graph.state(state).name()
                    + "'";
        }
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public List<Host> hosts() {
        return group.hosts();
    }

    /** The graph the users walk. */
    public UserBehaviourGraph graph() {
        return graph;
    }

    /** Commands submitted so far on all hosts. */
    @Override
    public long arrivals() {
        long n = 0;
        for (User u : users) {
            n += u.commands;
        }
        return n;
    }

    @Override
    public long arrivals(Host host) {
        return users[group.indexOf(host)].commands;
    }

    /** Visits to a state (0-based index) by all users so far; a visit counts when the user enters the state. */
    public long visits(int state) {
        long n = 0;
        for (User u : users) {
            n += u.visits[state];
        }
        return n;
    }

    /** Visits to a state by the user of one host; IllegalArgumentException if the host is not in the group. */
    public long visits(Host host, int state) {
        return users[group.indexOf(host)].visits[state];
    }

    /** The state a host's user is in now (thinking in it or running its command). */
    public int currentState(Host host) {
        return users[group.indexOf(host)].state;
    }

    @Override
    public void setObserver(JobObserver observer) {
        this.observer = observer;
    }

    @Override
    public String toString() {
        return "user behaviour source '" + name + "' (" + graph.stateCount() + " states, hosts " + group.names() + ")";
    }
}
