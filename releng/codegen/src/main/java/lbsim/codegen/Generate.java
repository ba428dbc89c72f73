/*
 * lbsim - EPL-2.0
 */
package lbsim.codegen;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.codegen.ecore.generator.Generator;
import org.eclipse.emf.codegen.ecore.generator.GeneratorAdapterFactory;
import org.eclipse.emf.codegen.ecore.genmodel.GenModel;
import org.eclipse.emf.codegen.ecore.genmodel.GenModelFactory;
import org.eclipse.emf.codegen.ecore.genmodel.GenModelPackage;
import org.eclipse.emf.codegen.ecore.genmodel.GenPackage;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenBaseGeneratorAdapter;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenModelGeneratorAdapter;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenModelGeneratorAdapterFactory;
import org.eclipse.emf.codegen.jet.JETEmitter;
import org.eclipse.emf.common.notify.Adapter;
import org.eclipse.emf.common.util.BasicMonitor;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.Monitor;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.emf.ecore.plugin.EcorePlugin;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.xmi.impl.EcoreResourceFactoryImpl;

/**
 * Runs the EMF code generator on {@code bundles/lbsim.model/model/lbsim.genmodel} without Eclipse.
 *
 * <p>Usage: {@code Generate <repository root> [--all]}. Without {@code --all} only the model code
 * (bundles/lbsim.model/src-gen and plugin.xml) is generated; with it also the edit code
 * (bundles/lbsim.model.edit/src-gen and plugin.xml). The editor (bundles/lbsim.model.editor) is written by
 * hand on JFace and org.eclipse.emf.edit: EMF's generated editor needs org.eclipse.emf.edit.ui and
 * org.eclipse.emf.common.ui, which are not on Maven Central, so it is never generated.
 *
 * <p>Steps: the workspace paths /lbsim.model, /lbsim.model.edit and /lbsim.model.editor are mapped to
 * the bundle folders; the .genmodel is loaded and brought in line with the .ecore the way the IDE's
 * "Reload" does (a fresh GenModel is initialized from the EPackages and reconciled with the saved one,
 * so its settings are kept and new classes or features get their Gen* counterparts); the .genmodel is
 * saved only if that changed it; then the Generator runs.
 *
 * <p>Files the generator must never touch: the model bundle's hand-written META-INF/MANIFEST.MF and
 * build.properties, and a plugin.properties (the model bundle has no localization). plugin.xml is
 * merged on every run: extensions marked {@code <!-- @generated lbsim -->} are regenerated, others
 * are kept.
 */
public final class Generate
{
  private static final String GENMODEL = "/lbsim.model/model/lbsim.genmodel";

  /** Workspace project name to folder under the repository root. */
  private static final Map<String, String> PROJECTS = Map.of(
    "lbsim.model", "bundles/lbsim.model",
    "lbsim.model.edit", "bundles/lbsim.model.edit",
    "lbsim.model.editor", "bundles/lbsim.model.editor");

  /** Workspace paths the generator must not write. */
  private static final Set<String> PROTECTED = Set.of(
    "/lbsim.model/META-INF/MANIFEST.MF",
    "/lbsim.model/build.properties",
    "/lbsim.model/plugin.properties",
    "/lbsim.model.edit/META-INF/MANIFEST.MF",
    "/lbsim.model.edit/build.properties");

  private Generate()
  {
  }

  public static void main(String[] args) throws Exception
  {
    List<String> arguments = new ArrayList<>(Arrays.asList(args));
    arguments.removeIf(argument -> argument == null || argument.isBlank());
    boolean all = arguments.remove("--all");
    if (arguments.size() != 1)
    {
      throw new IllegalArgumentException("usage: Generate <repository root> [--all]");
    }
    Path root = Path.of(arguments.get(0)).toAbsolutePath().normalize();
    if (!Files.isRegularFile(root.resolve("bundles/lbsim.model/model/lbsim.genmodel")))
    {
      throw new IllegalArgumentException(root + " is not the lbsim repository root (no bundles/lbsim.model/model/lbsim.genmodel)");
    }
    run(root, all);
  }

  static void run(Path root, boolean all) throws IOException
  {
    long start = System.nanoTime();

    // 1. Workspace paths -> folders.
    Map<String, URI> platformResourceMap = EcorePlugin.getPlatformResourceMap();
    for (Map.Entry<String, String> project : PROJECTS.entrySet())
    {
      platformResourceMap.put(project.getKey(), URI.createFileURI(root.resolve(project.getValue()).toString() + "/"));
    }

    // 2. Resource factories and packages.
    ResourceSet resourceSet = new ResourceSetImpl();
    Map<String, Object> factories = resourceSet.getResourceFactoryRegistry().getExtensionToFactoryMap();
    factories.put("ecore", new EcoreResourceFactoryImpl());
    factories.put("genmodel", new EcoreResourceFactoryImpl());
    resourceSet.getPackageRegistry().put(EcorePackage.eNS_URI, EcorePackage.eINSTANCE);
    resourceSet.getPackageRegistry().put(GenModelPackage.eNS_URI, GenModelPackage.eINSTANCE);
    EPackage.Registry.INSTANCE.put(GenModelPackage.eNS_URI, GenModelPackage.eINSTANCE);

    // 3. Load the genmodel and reload it from the ecore.
    URI genModelURI = URI.createPlatformResourceURI(GENMODEL, true);
    Resource genModelResource = resourceSet.getResource(genModelURI, true);
    GenModel saved = (GenModel)genModelResource.getContents().get(0);
    GenModel genModel = reload(saved);
    genModelResource.getContents().set(0, genModel);
    saveIfChanged(genModelResource, root.resolve("bundles/lbsim.model/model/lbsim.genmodel"));

    // 4. Check and prepare.
    genModel.reconcile();
    genModel.setCanGenerate(true);
    Diagnostic validation = genModel.diagnose();
    report("genmodel", validation);
    if (validation.getSeverity() == Diagnostic.ERROR)
    {
      throw new IllegalStateException("lbsim.genmodel is not valid");
    }

    // 5. Generate. The generator logs failures (and goes on); treat anything on stderr as failure.
    GeneratorAdapterFactory.Descriptor.Registry registry = new GeneratorAdapterFactory.Descriptor.DelegatingRegistry();
    registry.addDescriptor(GenModelPackage.eNS_URI, LbsimGeneratorAdapterFactory::new);
    Generator generator = new Generator(registry);
    generator.setInput(genModel);

    List<Object> projectTypes = new ArrayList<>(List.of(GenBaseGeneratorAdapter.MODEL_PROJECT_TYPE));
    if (all)
    {
      projectTypes.add(GenBaseGeneratorAdapter.EDIT_PROJECT_TYPE);
    }

    PrintStream originalErr = System.err;
    CountingStream errCount = new CountingStream(originalErr);
    System.setErr(new PrintStream(errCount, true, StandardCharsets.UTF_8));
    Diagnostic result;
    try
    {
      Monitor monitor = new BasicMonitor();
      BasicDiagnosticCollector collector = new BasicDiagnosticCollector();
      for (Object projectType : projectTypes)
      {
        collector.add(projectType, generator.generate(genModel, projectType, monitor));
      }
      result = collector.result;
    }
    finally
    {
      System.setErr(originalErr);
      generator.dispose();
    }

    report("generator", result);
    for (URI written : generator.getGeneratedOutputs())
    {
      System.out.println("  wrote " + written);
    }
    System.out.printf("lbsim codegen: %s, %d file(s) written, %.1f s%n",
      all ? "model and edit" : "model", generator.getGeneratedOutputs().size(), (System.nanoTime() - start) / 1e9);
    if (result.getSeverity() == Diagnostic.ERROR || errCount.count > 0)
    {
      throw new IllegalStateException("code generation reported errors (see above)");
    }
  }

  /**
   * The IDE's "Reload": a GenModel freshly initialized from the EPackages, with every setting taken
   * over from the saved GenModel (GenModel, GenPackage, GenClass, GenFeature ... settings through
   * reconcile; the few GenModel attributes reconcile does not copy, generically).
   */
  static GenModel reload(GenModel saved)
  {
    List<EPackage> ePackages = new ArrayList<>();
    for (GenPackage genPackage : saved.getGenPackages())
    {
      EPackage ePackage = genPackage.getEcorePackage();
      if (ePackage == null || ePackage.eIsProxy())
      {
        throw new IllegalStateException("cannot load the EPackage of " + genPackage.getPrefix() + " (" + genPackage.eGet(GenModelPackage.Literals.GEN_PACKAGE__ECORE_PACKAGE, false) + ")");
      }
      ePackages.add(ePackage);
    }
    GenModel fresh = GenModelFactory.eINSTANCE.createGenModel();
    fresh.initialize(ePackages);
    fresh.reconcile(saved);
    for (EAttribute attribute : GenModelPackage.Literals.GEN_MODEL.getEAllAttributes())
    {
      if (!attribute.isChangeable() || attribute.isDerived() || attribute.isTransient() || attribute.isVolatile())
      {
        continue;
      }
      if (saved.eIsSet(attribute))
      {
        fresh.eSet(attribute, saved.eGet(attribute));
      }
      else
      {
        fresh.eUnset(attribute);
      }
    }
    return fresh;
  }

  private static void saveIfChanged(Resource resource, Path file) throws IOException
  {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    resource.save(bytes, Map.of(Resource.OPTION_LINE_DELIMITER, "\n"));
    byte[] newContents = bytes.toByteArray();
    if (!Arrays.equals(newContents, Files.readAllBytes(file)))
    {
      Files.write(file, newContents);
      System.out.println("  updated " + file.getFileName() + " from the ecore");
    }
  }

  private static void report(String what, Diagnostic diagnostic)
  {
    if (diagnostic.getSeverity() != Diagnostic.OK)
    {
      printDiagnostic(what, diagnostic, "");
    }
  }

  private static void printDiagnostic(String what, Diagnostic diagnostic, String indent)
  {
    String severity = switch (diagnostic.getSeverity())
      {
        case Diagnostic.ERROR -> "ERROR";
        case Diagnostic.WARNING -> "WARNING";
        case Diagnostic.INFO -> "INFO";
        case Diagnostic.CANCEL -> "CANCEL";
        default -> "OK";
      };
    if (diagnostic.getMessage() != null)
    {
      System.out.println(indent + what + " " + severity + ": " + diagnostic.getMessage());
    }
    if (diagnostic.getException() != null)
    {
      diagnostic.getException().printStackTrace(System.out);
    }
    for (Diagnostic child : diagnostic.getChildren())
    {
      printDiagnostic(what, child, indent + "  ");
    }
  }

  /** Collects the diagnostics of several generator runs. */
  private static final class BasicDiagnosticCollector
  {
    final org.eclipse.emf.common.util.BasicDiagnostic result =
      new org.eclipse.emf.common.util.BasicDiagnostic("lbsim.codegen", 0, null, null);

    void add(Object projectType, Diagnostic diagnostic)
    {
      if (diagnostic.getSeverity() != Diagnostic.OK)
      {
        result.add(diagnostic);
      }
    }
  }

  /** Passes bytes through and counts them. */
  private static final class CountingStream extends OutputStream
  {
    final OutputStream delegate;
    long count;

    CountingStream(OutputStream delegate)
    {
      this.delegate = delegate;
    }

    @Override
    public void write(int b) throws IOException
    {
      count++;
      delegate.write(b);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException
    {
      count += len;
      delegate.write(b, off, len);
    }

    @Override
    public void flush() throws IOException
    {
      delegate.flush();
    }
  }

  /** The standard factory with {@link LbsimGenModelGeneratorAdapter} for the GenModel. */
  static final class LbsimGeneratorAdapterFactory extends GenModelGeneratorAdapterFactory
  {
    @Override
    public Adapter createGenModelAdapter()
    {
      if (genModelGeneratorAdapter == null)
      {
        genModelGeneratorAdapter = new LbsimGenModelGeneratorAdapter(this);
      }
      return genModelGeneratorAdapter;
    }
  }

  /**
   * Keeps the generator away from the hand-written files and merges plugin.xml on every run (EMF
   * writes plugin.xml only when it does not exist).
   */
  static final class LbsimGenModelGeneratorAdapter extends GenModelGeneratorAdapter
  {
    LbsimGenModelGeneratorAdapter(GeneratorAdapterFactory factory)
    {
      super(factory);
    }

    @Override
    protected void generateText(String targetPathName, JETEmitter jetEmitter, Object[] arguments, boolean overwrite, String encoding, Monitor monitor)
    {
      if (PROTECTED.contains(targetPathName))
      {
        monitor.done();
        return;
      }
      super.generateText(targetPathName, jetEmitter, arguments, overwrite || targetPathName.endsWith("/plugin.xml"), encoding, monitor);
    }

    @Override
    protected void generateProperties(String targetPathName, JETEmitter jetEmitter, Object[] arguments, Monitor monitor)
    {
      if (PROTECTED.contains(targetPathName))
      {
        monitor.done();
        return;
      }
      super.generateProperties(targetPathName, jetEmitter, arguments, monitor);
    }
  }
}
