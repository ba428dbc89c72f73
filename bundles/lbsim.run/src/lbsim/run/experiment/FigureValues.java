package lbsim.run.experiment;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The figures of one run, compactly: the names are shared by every run with the same figures (a
 * {@link Layout}), the values are one {@code double[]}. An experiment keeps every run's figures until it
 * writes points.csv; as a {@code LinkedHashMap} with its own key strings they cost about 120 bytes per
 * figure, so a sweep of a million runs with 35 figures each needed about 4 GB; this form needs 8 bytes
 * per figure plus a few dozen per run. Immutable; iterates in the order of the names.
 */
final class FigureValues extends AbstractMap<String, Double> {

    /** Figure names in order and their positions, shared between runs. */
    static final class Layout {
        final List<String> names;
        final Map<String, Integer> index = new HashMap<>();

        Layout(List<String> names) {
            this.names = List.copyOf(names);
            for (int i = 0; i < this.names.size(); i++) {
                index.put(this.names.get(i), i);
            }
        }
    }

    /** Hands out one shared layout per distinct list of names; safe from several threads. */
    static final class Layouts {
        private final Map<List<String>, Layout> layouts = new ConcurrentHashMap<>();

        /** The figures in compact form (a FigureValues is returned as it is). */
        Map<String, Double> compact(Map<String, Double> figures) {
            if (figures instanceof FigureValues) {
                return figures;
            }
            List<String> names = List.copyOf(figures.keySet());
            Layout layout = layouts.computeIfAbsent(names, Layout::new);
            double[] values = new double[names.size()];
            int i = 0;
            for (Double v : figures.values()) {
                values[i++] = v == null ? Double.NaN : v;
            }
            return new FigureValues(layout, values);
        }
    }

    private final Layout layout;
    private final double[] values;

    private FigureValues(Layout layout, double[] values) {
        this.layout = layout;
        this.values = values;
    }

    @Override
    public int size() {
        return values.length;
    }

    @Override
    public boolean containsKey(Object key) {
        return layout.index.containsKey(key);
    }

    @Override
    public Double get(Object key) {
        Integer i = layout.index.get(key);
        return i == null ? null : values[i];
    }

    @Override
    public Set<Entry<String, Double>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public int size() {
                return values.length;
            }

            @Override
            public Iterator<Entry<String, Double>> iterator() {
                return new Iterator<>() {
                    private int next;

                    @Override
                    public boolean hasNext() {
                        return next < values.length;
                    }

                    @Override
                    public Entry<String, Double> next() {
                        if (next >= values.length) {
                            throw new NoSuchElementException();
                        }
                        int i = next++;
                        return new SimpleImmutableEntry<>(layout.names.get(i), values[i]);
                    }
                };
            }
        };
    }
}
