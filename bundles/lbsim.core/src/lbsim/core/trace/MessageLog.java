package lbsim.core.trace;

import java.util.Arrays;

/**
 * Every message of a run as primitive columns, indexed by message id: source and destination task,
 * tag, bytes, and the times it started being sent, entered the network, was delivered to the
 * receiver's mailbox and was received (NaN while a stage has not happened).
 */
public final class MessageLog {

    private int[] source = new int[64];
    private int[] destination = new int[64];
    private int[] tag = new int[64];
    private long[] bytes = new long[64];
    private double[] sendStart = new double[64];
    private double[] injected = new double[64];
    private double[] delivered = new double[64];
    private double[] received = new double[64];
    private int size;

    /** Adds a message at send start; returns its id (its index). */
    public int add(int src, int dst, int messageTag, long length, double sendStartSeconds) {
        if (size == source.length) {
            int n = size * 2;
            source = Arrays.copyOf(source, n);
            destination = Arrays.copyOf(destination, n);
            tag = Arrays.copyOf(tag, n);
            bytes = Arrays.copyOf(bytes, n);
            sendStart = Arrays.copyOf(sendStart, n);
            injected = Arrays.copyOf(injected, n);
            delivered = Arrays.copyOf(delivered, n);
            received = Arrays.copyOf(received, n);
        }
        source[size] = src;
        destination[size] = dst;
        tag[size] = messageTag;
        bytes[size] = length;
        sendStart[size] = sendStartSeconds;
        injected[size] = Double.NaN;
        delivered[size] = Double.NaN;
        received[size] = Double.NaN;
        return size++;
    }

    public void injected(int id, double t) {
        injected[id] = t;
    }

    public void delivered(int id, double t) {
        delivered[id] = t;
    }

    public void received(int id, double t) {
        received[id] = t;
    }

    public int size() {
        return size;
    }

    public int source(int id) {
        return source[id];
    }

    public int destination(int id) {
        return destination[id];
    }

    public int tag(int id) {
        return tag[id];
    }

    public long bytes(int id) {
        return bytes[id];
    }

    public double sendStart(int id) {
        return sendStart[id];
    }

    public double injected(int id) {
        return injected[id];
    }

    public double delivered(int id) {
        return delivered[id];
    }

    public double received(int id) {
        return received[id];
    }
}
