package org.jme3navmesh;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The rules of ARCHITECTURE.md, checked on the compiled main classes of navmesh/core: the core
 * depends on the JDK only (no jME, no jbullet), and its packages form the pipeline
 * bake -> mesh -> dynamic -> query -> agent, each using only those before it (bake.mesher is part of
 * bake; dynamic, the obstacle carving, uses only mesh).
 */
class ArchitectureTest {
    private static final String BAKE = "org.jme3navmesh.bake..";
    private static final String MESH = "org.jme3navmesh.mesh..";
    private static final String QUERY = "org.jme3navmesh.query..";
    private static final String AGENT = "org.jme3navmesh.agent..";
    private static final String DYNAMIC = "org.jme3navmesh.dynamic..";

    private static JavaClasses core;

    @BeforeAll
    static void importCore() {
        core = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
                .importPackages("org.jme3navmesh.bake", "org.jme3navmesh.mesh", "org.jme3navmesh.dynamic",
                        "org.jme3navmesh.query", "org.jme3navmesh.agent");
    }

    @Test
    void everyPackageOfThePipelineIsImported() {
        for (String p : new String[] {"bake", "bake.mesher", "mesh", "dynamic", "query", "agent"}) {
            assertThat(core.stream().anyMatch(c -> c.getPackageName().equals("org.jme3navmesh." + p)))
                    .as("classes of org.jme3navmesh.%s", p).isTrue();
        }
    }

    @Test
    void coreUsesNoJmeNorJbullet() {
        noClasses().that().resideInAnyPackage(BAKE, MESH, DYNAMIC, QUERY, AGENT)
                .should().dependOnClassesThat().resideInAnyPackage("com.jme3..", "com.bulletphysics..")
                .check(core);
    }

    @Test
    void coreDependsOnTheJdkOnly() {
        classes().that().resideInAnyPackage(BAKE, MESH, DYNAMIC, QUERY, AGENT)
                .should().onlyDependOnClassesThat().resideInAnyPackage("java..", BAKE, MESH, DYNAMIC, QUERY, AGENT)
                .check(core);
    }

    @Test
    void meshUsesNoOtherStage() {
        noClasses().that().resideInAPackage(MESH)
                .should().dependOnClassesThat().resideInAnyPackage(BAKE, DYNAMIC, QUERY, AGENT)
                .check(core);
    }

    @Test
    void dynamicUsesOnlyTheMesh() {
        noClasses().that().resideInAPackage(DYNAMIC)
                .should().dependOnClassesThat().resideInAnyPackage(BAKE, QUERY, AGENT)
                .check(core);
    }

    @Test
    void queryUsesNeitherBakeNorAgent() {
        noClasses().that().resideInAPackage(QUERY)
                .should().dependOnClassesThat().resideInAnyPackage(BAKE, AGENT)
                .check(core);
    }

    @Test
    void bakeUsesNeitherQueryNorAgent() {
        noClasses().that().resideInAPackage(BAKE)
                .should().dependOnClassesThat().resideInAnyPackage(DYNAMIC, QUERY, AGENT)
                .check(core);
    }
}
