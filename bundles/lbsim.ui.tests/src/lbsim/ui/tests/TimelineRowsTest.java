package lbsim.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.ui.viewer.rows.TimelineRows;
import lbsim.ui.viewer.rows.TimelineRows.HostHeader;

/** Vertical geometry: axis 36 px, host header 20 px, row 24 px plus a 4 px gap. */
class TimelineRowsTest {

    @Test
    void headerBeforeEachRunOfTheSameHost() {
        TimelineRows rows = new TimelineRows(List.of("a", "a", "b"));
        assertEquals(3, rows.rowCount());
        assertEquals(List.of(new HostHeader("a", 0, 36), new HostHeader("b", 2, 112)), rows.hostHeaders());
        assertEquals(56, rows.rowTop(0)); // 36 + 20
        assertEquals(84, rows.rowTop(1)); // 56 + 24 + 4
        assertEquals(132, rows.rowTop(2)); // 84 + 28 (row) + 20 (header b at 112)
        assertEquals(160, rows.height()); // 132 + 28
    }

    @Test
    void emptyHasOnlyTheAxis() {
        TimelineRows rows = new TimelineRows(List.of());
        assertEquals(0, rows.rowCount());
        assertEquals(List.of(), rows.hostHeaders());
        assertEquals(36, rows.height());
    }
}
