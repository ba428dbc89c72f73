package lbsim.ui.spacetime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.trace.file.TraceFileStore;
import lbsim.trace.store.TraceStore;

/** Next and previous state and message of a tag, on {@link SpaceTimeNavigationTest}'s hand-made trace. */
class StepperTest {

    @Test
    void statesOfATask(@TempDir Path tmp) throws Exception {
        try (TraceStore s = TraceFileStore.open(SpaceTimeNavigationTest.trace(tmp))) {
            // a first range of 0.1 s: widened 0.4, 1.6, ... s until it reaches the next start
            Stepper st = new Stepper(s, 0.1);
            // master: send [0, 1], blocked [1, 4], send [4, 5], blocked [5, 10]
            assertEquals(new MessageSelection.Bar(0, SpaceTimeNavigationTest.BLOCKED, 1, 4), st.nextState(0, 0, 1));
            assertEquals(new MessageSelection.Bar(0, SpaceTimeNavigationTest.SEND, 4, 5), st.nextState(0, 1, 4));
            assertNull(st.nextState(0, 5, 10));
            assertEquals(new MessageSelection.Bar(0, SpaceTimeNavigationTest.SEND, 4, 5), st.previousState(0, 5, 10));
            assertNull(st.previousState(0, 0, 1));
            // worker-1: a gap before receive [1.5, 2]; worker-2: a gap from 0 to 5.5
            assertEquals(new MessageSelection.Bar(1, SpaceTimeNavigationTest.RECEIVE, 1.5, 2), st.previousState(1, 2, 4));
            assertEquals(new MessageSelection.Bar(2, SpaceTimeNavigationTest.COMPUTE, 6, 8), st.nextState(2, 5.5, 6));
        }
    }

    @Test
    void messagesOfATag(@TempDir Path tmp) throws Exception {
        try (TraceStore s = TraceFileStore.open(SpaceTimeNavigationTest.trace(tmp))) {
            for (double first : new double[] { 0.1, 2.5, 100 }) {
                Stepper st = new Stepper(s, first);
                // tag 1: messages 0 (sent at 0.5) and 2 (at 4.5); message 1 has tag 2
                Stepper.Found next = st.nextMessage(1, 0, 0.5);
                assertEquals(2, next.messages().id(next.index()), "first range " + first);
                assertNull(st.nextMessage(1, 2, 4.5));
                Stepper.Found previous = st.previousMessage(1, 2, 4.5);
                assertEquals(0, previous.messages().id(previous.index()), "first range " + first);
                assertNull(st.previousMessage(1, 0, 0.5));
                assertNull(st.nextMessage(2, 1, 4.0));
            }
        }
    }
}
