package lbsim.ui.spacetime;

import java.util.Set;

import lbsim.trace.store.TraceStore;

/**
 * What the space-time diagram hides: hosts (with all their tasks), tasks, states (their bars) and message
 * tags (their arrows), by handle or tag value; and whether it shows only the tasks that are in some state in
 * the visible window. A message arrow is drawn only when both its ends' rows are shown and its tag is.
 * Immutable; {@link #NONE} hides nothing.
 */
public record SpaceTimeFilter(Set<Integer> hiddenHosts, Set<Integer> hiddenTasks, Set<Integer> hiddenStates,
        Set<Integer> hiddenTags, boolean onlyActive) {

    public static final SpaceTimeFilter NONE = new SpaceTimeFilter(Set.of(), Set.of(), Set.of(), Set.of(), false);

    public SpaceTimeFilter {
        hiddenHosts = Set.copyOf(hiddenHosts);
        hiddenTasks = Set.copyOf(hiddenTasks);
        hiddenStates = Set.copyOf(hiddenStates);
        hiddenTags = Set.copyOf(hiddenTags);
    }

    /** Whether this filter hides nothing. */
    public boolean isEmpty() {
        return hiddenHosts.isEmpty() && hiddenTasks.isEmpty() && hiddenStates.isEmpty() && hiddenTags.isEmpty()
                && !onlyActive;
    }

    /** Whether task {@code task}'s row is shown (neither it nor its host is hidden; activity is judged elsewhere). */
    public boolean showsTask(TraceStore store, int task) {
        return !hiddenTasks.contains(task) && !hiddenHosts.contains(store.taskHost(task));
    }

    public boolean showsState(int state) {
        return !hiddenStates.contains(state);
    }

    public boolean showsTag(int tag) {
        return !hiddenTags.contains(tag);
    }

    public SpaceTimeFilter withHiddenHosts(Set<Integer> s) {
        return new SpaceTimeFilter(s, hiddenTasks, hiddenStates, hiddenTags, onlyActive);
    }

    public SpaceTimeFilter withHiddenTasks(Set<Integer> s) {
        return new SpaceTimeFilter(hiddenHosts, s, hiddenStates, hiddenTags, onlyActive);
    }

    public SpaceTimeFilter withHiddenStates(Set<Integer> s) {
        return new SpaceTimeFilter(hiddenHosts, hiddenTasks, s, hiddenTags, onlyActive);
    }

    public SpaceTimeFilter withHiddenTags(Set<Integer> s) {
        return new SpaceTimeFilter(hiddenHosts, hiddenTasks, hiddenStates, s, onlyActive);
    }

    public SpaceTimeFilter withOnlyActive(boolean b) {
        return new SpaceTimeFilter(hiddenHosts, hiddenTasks, hiddenStates, hiddenTags, b);
    }
}
