package lbsim.run.outcome;

import java.util.Map;

/**
 * A result file whose content nobody reads back as values (e.g. matrix.csv, the communication matrix,
 * or estimate.txt, Baer's estimate as formatted text).
 *
 * @param name the file name in the result folder
 * @param text its content
 */
public record TextFile(String name, String text) implements AppResult {

    @Override
    public void writeFiles(Map<String, String> files) {
        files.put(name, text);
    }
}
