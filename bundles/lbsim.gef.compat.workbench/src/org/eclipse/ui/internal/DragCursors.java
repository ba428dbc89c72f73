package org.eclipse.ui.internal;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Cursor;
import org.eclipse.swt.widgets.Display;

/**
 * The drag cursor lookup that the workbench removed and GEF 3.2's flyout palette still calls while the
 * palette is dragged to the other edge. Written for lbsim; this fragment of org.eclipse.ui.workbench
 * puts it back. Every drag shape gets the system "size all" cursor.
 */
public final class DragCursors {

    private DragCursors() {
    }

    /** Returns the system "size all" cursor of the current display, whatever {@code shape} is asked for. */
    public static Cursor getCursor(int shape) {
        return Display.getCurrent().getSystemCursor(SWT.CURSOR_SIZEALL);
    }
}
