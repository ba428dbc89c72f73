package lbsim.model.io;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.URIHandler;
import org.eclipse.emf.ecore.resource.impl.ExtensibleURIConverterImpl;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.resource.impl.URIHandlerImpl;
import org.eclipse.emf.ecore.util.EcoreUtil;

import lbsim.model.validation.ObjectPaths;

/**
 * A resource set that reads one document, the scenario, and nothing else: EMF would otherwise load the
 * document of every cross-document reference ({@code href="http://host/x#y"}, or a reference attribute
 * holding a URI) while loading or validating, which fetches URLs and blocks on a FIFO or a server that
 * never answers. Here every URI but the scenario's own is refused without being opened, a reference into
 * another document stays an unresolved proxy, and {@link #foreignReferences} names each one (rule
 * noExternalReferences).
 */
final class OneDocument extends ResourceSetImpl {

    private final URI own;

    /**
     * @param own the scenario file's URI, the only one this set opens; null for a set that opens only the documents
     *            of the resources created in it (the scenario editor's, {@link ScenarioLoader#newResourceSet()})
     */
    OneDocument(URI own) {
        this.own = own;
        setURIConverter(new ExtensibleURIConverterImpl() {
            @Override
            public URIHandler getURIHandler(URI uri) {
                return allowed(uri) ? super.getURIHandler(uri) : REFUSE;
            }
        });
    }

    /** Whether {@code uri} is the scenario's (or, without one, the document of a resource created in this set). */
    private boolean allowed(URI uri) {
        URI u = uri.trimFragment();
        if (own != null) {
            return own.equals(u);
        }
        for (Resource r : getResources()) {
            if (u.equals(r.getURI()) || u.equals(getURIConverter().normalize(r.getURI()))) {
                return true;
            }
        }
        return false;
    }

    @Override
    public Resource getResource(URI uri, boolean loadOnDemand) {
        // a document that is not the scenario is neither created nor loaded: its proxies stay proxies
        return allowed(uri) ? super.getResource(uri, loadOnDemand) : null;
    }

    /** A handler that opens nothing: the answer for every URI but the scenario's. */
    private static final URIHandler REFUSE = new URIHandlerImpl() {
        @Override
        public boolean canHandle(URI uri) {
            return true;
        }

        @Override
        public InputStream createInputStream(URI uri, Map<?, ?> options) throws IOException {
            throw new IOException("lbsim reads no document but the scenario (" + uri + ")");
        }

        @Override
        public OutputStream createOutputStream(URI uri, Map<?, ?> options) throws IOException {
            throw new IOException("lbsim writes no other document (" + uri + ")");
        }

        @Override
        public boolean exists(URI uri, Map<?, ?> options) {
            return false;
        }

        @Override
        public Map<String, ?> getAttributes(URI uri, Map<?, ?> options) {
            return Map.of();
        }
    };

    /**
     * Every reference of the resource's objects that points into another document (or into this one by a
     * URI that names nothing), each a problem line {@code label: Object: 'feature' refers to 'URI' in another
     * document ... (rule noExternalReferences)}; empty if none. Resolves nothing outside the scenario.
     */
    static List<Problem> foreignReferences(String label, Resource resource) {
        List<Problem> problems = new ArrayList<>();
        ResourceSet rs = resource.getResourceSet();
        for (var it = resource.getAllContents(); it.hasNext();) {
            EObject o = it.next();
            for (EReference r : o.eClass().getEAllReferences()) {
                if (r.isContainer() || r.isDerived() || r.isTransient() || !o.eIsSet(r)) {
                    continue;
                }
                Object value = o.eGet(r, false);
                List<?> values = value instanceof List<?> l ? l : java.util.Collections.singletonList(value);
                for (Object v : values) {
                    if (v instanceof InternalEObject p && p.eIsProxy()
                            && isForeign(p, r, rs)) {
                        problems.add(Problem.of(Problem.Severity.ERROR, label, o.eIsProxy() ? null : o, r,
                                "noExternalReferences", (o.eIsProxy() ? o.eClass().getName() : ObjectPaths.label(o)) + ": '"
                                + r.getName() + "' refers to '" + Quote.capped(p.eProxyURI().toString())
                                + "' in another document; a scenario names its objects by name inside the file, and lbsim"
                                + " reads no document but the scenario and the files its attributes name (rule noExternalReferences)"));
                        if (problems.size() >= Quote.MAX_PROBLEMS) {
                            return problems;
                        }
                    }
                }
            }
        }
        return problems;
    }

    /** Whether a proxy neither resolves inside the scenario nor to an object of the reference's type. */
    private static boolean isForeign(InternalEObject proxy, EReference r, ResourceSet rs) {
        EObject target = EcoreUtil.resolve(proxy, rs); // a same-document URI resolves; nothing else is tried
        return target.eIsProxy() || !r.getEReferenceType().isInstance(target);
    }
}
