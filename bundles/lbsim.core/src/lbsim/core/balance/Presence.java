package lbsim.core.balance;

/** Which slaves are there: all at the start, less those lost and not yet rejoined. */
final class Presence {

    private final boolean[] gone;
    private int present;

    Presence(int slaves) {
        this.gone = new boolean[slaves];
        this.present = slaves;
    }

    /** Marks the slave lost; true if it was there. */
    boolean lose(int slave) {
        if (gone[slave]) {
            return false;
        }
        gone[slave] = true;
        present--;
        return true;
    }

    /** Marks the slave back; true if it was lost. */
    boolean rejoin(int slave) {
        if (!gone[slave]) {
            return false;
        }
        gone[slave] = false;
        present++;
        return true;
    }

    boolean isGone(int slave) {
        return gone[slave];
    }

    /** The number of slaves there, at least 1 (a batch of factoring has at least one chunk). */
    int batchSize() {
        return Math.max(1, present);
    }

    int present() {
        return present;
    }
}
