import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;

import javax.imageio.ImageIO;

/**
 * Draws lbsim's 16x16 model icons (one per kind of scenario object) into a folder:
 * {@code java releng/icons/DrawIcons.java bundles/lbsim.model.edit/icons/full/obj16}.
 * Families share a shape and colour: hosts are screens, workloads orange discs, networks green wires,
 * applications purple boxes; a letter tells the kinds of one family apart. The routed platform's parts are
 * green too: a link is a wire between two ends, a router a disc with four arrows, a route a path through
 * points, a cluster three hosts on a wire, a zone a dashed frame.
 */
public final class DrawIcons {

    private static final Color HOST = new Color(0x3a6ea5);
    private static final Color LOAD = new Color(0xe07b00);
    private static final Color NET = new Color(0x2e8b3a);
    private static final Color APP = new Color(0x7a3fa0);
    private static final Color DOC = new Color(0x5a5a5a);

    public static void main(String[] args) throws IOException {
        File dir = new File(args.length > 0 ? args[0] : ".");
        dir.mkdirs();
        write(dir, "Scenario", g -> document(g));
        write(dir, "Platform", g -> rack(g));
        write(dir, "Host", g -> screen(g, 2, 2));
        write(dir, "HostGroup", g -> { screen(g, 0, 0); screen(g, 4, 4); });
        write(dir, "PermanentLoad", g -> disc(g, LOAD, "N"));
        write(dir, "PoissonLoad", g -> disc(g, LOAD, "P"));
        write(dir, "VaryingRateLoad", g -> disc(g, LOAD, "V"));
        write(dir, "TraceLoad", g -> disc(g, LOAD, "T"));
        write(dir, "UserBehaviourGraph", g -> disc(g, LOAD, "U"));
        write(dir, "UserState", g -> ring(g, LOAD));
        write(dir, "UserTransition", g -> arrow(g, LOAD));
        write(dir, "DelayNetwork", g -> wire(g, "D"));
        write(dir, "SharedMediumNetwork", g -> wire(g, "S"));
        write(dir, "PiecewiseLinearNetwork", g -> wire(g, "L"));
        write(dir, "EthernetNetwork", g -> wire(g, "E"));
        write(dir, "SwitchedNetwork", g -> wire(g, "X"));
        write(dir, "AnalyticNetwork", g -> wire(g, "A"));
        write(dir, "RoutedNetwork", g -> wire(g, "R"));
        write(dir, "Link", g -> link(g));
        write(dir, "Router", g -> router(g));
        write(dir, "Route", g -> route(g));
        write(dir, "Cluster", g -> cluster(g));
        write(dir, "Zone", g -> zone(g));
        write(dir, "MasterSlaveApplication", g -> box(g, "M"));
        write(dir, "PingPongApplication", g -> box(g, "P"));
        write(dir, "TokenRingApplication", g -> box(g, "R"));
        write(dir, "TraceReplayApplication", g -> box(g, "T"));
        write(dir, "RealApplication", g -> box(g, "J"));
        write(dir, "ObservedTaskApplication", g -> box(g, "O"));
        write(dir, "ObservedTask", g -> bar(g));
        write(dir, "RunSettings", g -> play(g));
        write(dir, "Sweep", g -> { g.setColor(DOC); for (int i = 0; i < 4; i++) { g.fillRect(1 + 4 * i, 12 - 3 * i, 3, 3 + 3 * i); } });
        write(dir, "Item", g -> { g.setColor(DOC); g.fill(new Ellipse2D.Double(4, 4, 8, 8)); });
    }

    interface Painter {
        void paint(Graphics2D g);
    }

    private static void write(File dir, String name, Painter p) throws IOException {
        BufferedImage img = new BufferedImage(16, 16, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        p.paint(g);
        g.dispose();
        ImageIO.write(img, "png", new File(dir, name + ".png"));
    }

    private static void letter(Graphics2D g, String s, Color c, int x, int baseline, int size) {
        g.setColor(c);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, size));
        int w = g.getFontMetrics().stringWidth(s);
        g.drawString(s, x - w / 2f, baseline);
    }

    private static void document(Graphics2D g) {
        Path2D p = new Path2D.Double();
        p.moveTo(2.5, 0.5); p.lineTo(10.5, 0.5); p.lineTo(13.5, 3.5); p.lineTo(13.5, 15.5); p.lineTo(2.5, 15.5);
        p.closePath();
        g.setColor(Color.WHITE); g.fill(p);
        g.setColor(DOC); g.setStroke(new BasicStroke(1f)); g.draw(p);
        g.setColor(HOST); g.fillRect(4, 5, 3, 2);
        g.setColor(LOAD); g.fillRect(4, 8, 6, 2);
        g.setColor(APP); g.fillRect(4, 11, 8, 2);
    }

    private static void rack(Graphics2D g) {
        g.setColor(DOC); g.fillRoundRect(2, 1, 12, 14, 2, 2);
        for (int y = 3; y <= 11; y += 4) {
            g.setColor(new Color(0xd8e4f0)); g.fillRect(4, y, 8, 2);
            g.setColor(new Color(0x6fd36f)); g.fillRect(10, y, 2, 2);
        }
    }

    private static void screen(Graphics2D g, int dx, int dy) {
        g.setColor(HOST); g.fillRoundRect(dx + 1, dy + 1, 11, 8, 2, 2);
        g.setColor(new Color(0xcfe3f7)); g.fillRect(dx + 2, dy + 2, 9, 6);
        g.setColor(HOST); g.fillRect(dx + 5, dy + 9, 3, 2); g.fillRect(dx + 3, dy + 11, 7, 1);
    }

    private static void disc(Graphics2D g, Color c, String s) {
        g.setColor(c); g.fill(new Ellipse2D.Double(0.5, 0.5, 15, 15));
        letter(g, s, Color.WHITE, 8, 12, 10);
    }

    private static void ring(Graphics2D g, Color c) {
        g.setColor(c); g.setStroke(new BasicStroke(2.5f)); g.draw(new Ellipse2D.Double(2.5, 2.5, 11, 11));
    }

    private static void arrow(Graphics2D g, Color c) {
        g.setColor(c); g.setStroke(new BasicStroke(2f)); g.drawLine(2, 8, 11, 8);
        Path2D p = new Path2D.Double(); p.moveTo(15, 8); p.lineTo(9, 3.5); p.lineTo(9, 12.5); p.closePath(); g.fill(p);
    }

    private static void wire(Graphics2D g, String s) {
        g.setColor(NET); g.setStroke(new BasicStroke(2f)); g.drawLine(0, 13, 16, 13);
        g.fillRect(2, 10, 3, 3); g.fillRect(11, 10, 3, 3);
        letter(g, s, NET, 8, 10, 10);
    }

    private static void box(Graphics2D g, String s) {
        g.setColor(APP); g.fill(new RoundRectangle2D.Double(0.5, 0.5, 15, 15, 4, 4));
        letter(g, s, Color.WHITE, 8, 12, 10);
    }

    private static void bar(Graphics2D g) {
        g.setColor(APP); g.fillRect(1, 6, 14, 5);
        g.setColor(DOC); g.drawLine(1, 14, 15, 14);
    }

    private static void play(Graphics2D g) {
        Path2D p = new Path2D.Double(); p.moveTo(3, 1.5); p.lineTo(14, 8); p.lineTo(3, 14.5); p.closePath();
        g.setColor(NET); g.fill(p);
    }

    private static void link(Graphics2D g) {
        g.setColor(NET); g.setStroke(new BasicStroke(2.5f)); g.drawLine(3, 13, 13, 3);
        g.fill(new Ellipse2D.Double(0.5, 10.5, 5, 5)); g.fill(new Ellipse2D.Double(10.5, 0.5, 5, 5));
    }

    private static void router(Graphics2D g) {
        g.setColor(NET); g.fill(new Ellipse2D.Double(0.5, 0.5, 15, 15));
        g.setColor(Color.WHITE); g.setStroke(new BasicStroke(1.5f));
        g.drawLine(8, 3, 8, 13); g.drawLine(3, 8, 13, 8);
        int[][] tips = {{8, 2, 0, 1}, {8, 14, 0, -1}, {2, 8, 1, 0}, {14, 8, -1, 0}};
        for (int[] t : tips) {
            Path2D p = new Path2D.Double();
            p.moveTo(t[0], t[1]);
            p.lineTo(t[0] + 2.5 * t[2] + 2.5 * t[3], t[1] + 2.5 * t[3] + 2.5 * t[2]);
            p.lineTo(t[0] + 2.5 * t[2] - 2.5 * t[3], t[1] + 2.5 * t[3] - 2.5 * t[2]);
            p.closePath();
            g.fill(p);
        }
    }

    private static void route(Graphics2D g) {
        g.setColor(NET); g.setStroke(new BasicStroke(2f));
        Path2D p = new Path2D.Double(); p.moveTo(2, 13); p.lineTo(6, 5); p.lineTo(10, 11); p.lineTo(14, 3);
        g.draw(p);
        g.setColor(DOC);
        for (double[] c : new double[][] {{2, 13}, {6, 5}, {10, 11}, {14, 3}}) {
            g.fill(new Ellipse2D.Double(c[0] - 1.75, c[1] - 1.75, 3.5, 3.5));
        }
    }

    private static void cluster(Graphics2D g) {
        for (int x = 0; x <= 10; x += 5) {
            g.setColor(HOST); g.fillRect(x + 1, 2, 5, 5);
            g.setColor(new Color(0xcfe3f7)); g.fillRect(x + 2, 3, 3, 3);
            g.setColor(NET); g.fillRect(x + 3, 7, 1, 5);
        }
        g.setColor(NET); g.fillRect(0, 12, 16, 2);
    }

    private static void zone(Graphics2D g) {
        g.setColor(NET);
        g.setStroke(new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 1f, new float[] {2.5f, 1.5f}, 0f));
        g.draw(new RoundRectangle2D.Double(1, 1, 14, 14, 5, 5));
        g.fill(new Ellipse2D.Double(5, 5, 6, 6));
    }
}
