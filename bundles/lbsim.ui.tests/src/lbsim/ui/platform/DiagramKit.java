package lbsim.ui.platform;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.common.command.Command;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.RequestConstants;
import org.eclipse.gef.palette.PaletteContainer;
import org.eclipse.gef.palette.ToolEntry;
import org.eclipse.gef.requests.DirectEditRequest;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;

import lbsim.model.editor.ScenarioEditor;

/** Opens scenarios on the Platform page and drives the diagram as a user's mouse and keyboard would. */
final class DiagramKit {

    private DiagramKit() {
    }

    static IWorkbenchPage page() {
        var w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        w.getShell().setBounds(0, 0, 1600, 1000);
        return w.getActivePage();
    }

    static IProject project(String name) throws Exception {
        IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
        if (p.exists()) {
            p.delete(true, true, null);
        }
        p.create(null);
        p.open(null);
        return p;
    }

    static IFile file(IProject p, String name, String content) throws Exception {
        IFile f = p.getFile(name);
        f.create(new ByteArrayInputStream(content.getBytes(StandardCharsets.UTF_8)), true, null);
        return f;
    }

    /** Opens a scenario file in the scenario editor and shows its Platform page. */
    static ScenarioEditor open(IWorkbenchPage page, IFile f) throws Exception {
        ScenarioEditor e = assertInstanceOf(ScenarioEditor.class, IDE.openEditor(page, f, ScenarioEditor.ID, true));
        e.showPage(1);
        settle();
        // the canvas must be laid out before mouse events can hit figures
        Control canvas = diagram(e).viewer().getControl();
        long until = System.currentTimeMillis() + 10_000;
        while ((canvas.getSize().x < 200 || canvas.getSize().y < 200) && System.currentTimeMillis() < until) {
            settle();
            Thread.sleep(20);
        }
        settle();
        return e;
    }

    static PlatformPage diagram(ScenarioEditor e) {
        return assertInstanceOf(PlatformPage.class, e.getPages().get(0));
    }

    /** Runs pending UI events (the diagram refreshes after each command, in an asyncExec). */
    static void settle() {
        Display d = Display.getCurrent();
        for (int i = 0; i < 5; i++) {
            while (d.readAndDispatch()) {
                // pending events
            }
        }
    }

    /** Waits (at most 60 s) until the page has checked the rules again after {@code before} checks. */
    static void validated(PlatformPage p, int before) throws InterruptedException {
        long until = System.currentTimeMillis() + 60_000;
        while (p.validations() <= before && System.currentTimeMillis() < until) {
            settle();
            Thread.sleep(20);
        }
        settle();
    }

    static void execute(ScenarioEditor e, Command c) {
        e.getEditingDomain().getCommandStack().execute(c);
        settle();
    }

    /** The palette entry with this label. */
    static ToolEntry tool(PlatformPage p, String label) {
        return find(p.editDomain().getPaletteViewer().getPaletteRoot(), label);
    }

    private static ToolEntry find(PaletteContainer c, String label) {
        for (Object o : c.getChildren()) {
            if (o instanceof ToolEntry t && label.equals(t.getLabel())) {
                return t;
            }
            if (o instanceof PaletteContainer inner) {
                ToolEntry t = find(inner, label);
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }

    /** The point of the canvas at (dx, dy) from the top-left corner of a part's figure (its content area). */
    static Point at(GraphicalEditPart part, int dx, int dy) {
        IFigure f = part.getContentPane();
        Rectangle r = f.getClientArea().getCopy();
        f.translateToAbsolute(r);
        return new Point(r.x + dx, r.y + dy);
    }

    /** The centre of a part's figure on the canvas. */
    static Point centre(GraphicalEditPart part) {
        Rectangle r = part.getFigure().getBounds().getCopy();
        part.getFigure().translateToAbsolute(r);
        return r.getCenter();
    }

    private static void mouse(Control c, int type, Point p, int button, int state) {
        Event e = new Event();
        e.type = type;
        e.x = p.x;
        e.y = p.y;
        e.button = button;
        e.stateMask = state;
        e.widget = c;
        e.display = c.getDisplay();
        e.time = (int) System.currentTimeMillis();
        c.notifyListeners(type, e);
    }

    /** Picks a palette tool and clicks at a point of the canvas (a creation tool drops its object there). */
    static void click(PlatformPage p, String toolLabel, Point point) {
        ToolEntry t = tool(p, toolLabel);
        assertNotNull(t, toolLabel);
        p.editDomain().getPaletteViewer().setActiveTool(t);
        Control c = p.viewer().getControl();
        mouse(c, SWT.MouseMove, point, 0, 0);
        mouse(c, SWT.MouseDown, point, 1, 0);
        mouse(c, SWT.MouseUp, point, 1, SWT.BUTTON1);
        settle();
    }

    /** Picks a palette tool and drags with the mouse from one point to another. */
    static void drag(PlatformPage p, String toolLabel, Point from, Point to) {
        if (toolLabel != null) {
            ToolEntry t = tool(p, toolLabel);
            assertNotNull(t, toolLabel);
            p.editDomain().getPaletteViewer().setActiveTool(t);
        } else {
            p.editDomain().getPaletteViewer().setActiveTool(p.editDomain().getPaletteViewer().getPaletteRoot().getDefaultEntry());
        }
        Control c = p.viewer().getControl();
        mouse(c, SWT.MouseMove, from, 0, 0);
        mouse(c, SWT.MouseDown, from, 1, 0);
        for (int i = 1; i <= 8; i++) {
            Point q = new Point(from.x + (to.x - from.x) * i / 8, from.y + (to.y - from.y) * i / 8);
            mouse(c, SWT.MouseMove, q, 0, SWT.BUTTON1);
        }
        mouse(c, SWT.MouseUp, to, 1, SWT.BUTTON1);
        settle();
    }

    /**
     * The link tool as a user drags it: press on the first figure, drag to the second, release.
     */
    static void link(PlatformPage p, Point from, Point to) {
        ToolEntry t = tool(p, "Link");
        assertNotNull(t, "Link");
        p.editDomain().getPaletteViewer().setActiveTool(t);
        Control c = p.viewer().getControl();
        mouse(c, SWT.MouseMove, from, 0, 0);
        mouse(c, SWT.MouseDown, from, 1, 0);
        for (int i = 1; i <= 8; i++) {
            Point q = new Point(from.x + (to.x - from.x) * i / 8, from.y + (to.y - from.y) * i / 8);
            mouse(c, SWT.MouseMove, q, 0, SWT.BUTTON1);
        }
        mouse(c, SWT.MouseUp, to, 1, SWT.BUTTON1);
        settle();
    }

    /** Clicks a figure with the selection tool (with Ctrl to add it to the selection). */
    static void select(PlatformPage p, GraphicalEditPart part, boolean add) {
        p.editDomain().getPaletteViewer().setActiveTool(p.editDomain().getPaletteViewer().getPaletteRoot().getDefaultEntry());
        Control c = p.viewer().getControl();
        Point q = centre(part);
        mouse(c, SWT.MouseMove, q, 0, 0);
        mouse(c, SWT.MouseDown, q, 1, add ? SWT.CTRL : 0);
        mouse(c, SWT.MouseUp, q, 1, SWT.BUTTON1 | (add ? SWT.CTRL : 0));
        settle();
    }

    /** Renames a figure's object by direct edit: the edit request, typing in the text cell, Enter. */
    static void rename(PlatformPage p, EditPart part, String name) {
        DirectEditRequest r = new DirectEditRequest();
        r.setType(RequestConstants.REQ_DIRECT_EDIT);
        part.performRequest(r);
        settle();
        Text t = null;
        for (Control c : ((Composite) p.viewer().getControl()).getChildren()) {
            if (c instanceof Text text && text.isVisible()) {
                t = text;
            }
        }
        assertNotNull(t, "the direct edit text cell");
        t.setText(name);
        t.notifyListeners(SWT.DefaultSelection, new Event());
        settle();
    }
}
