/**
 * The configuration builder's model, pure and browser-safe, in one import: one field per input,
 * typed from the input's HCL type; the value each field gives, checked against that type; and the
 * two outputs, a Terraform `module` block and a Terragrunt `terragrunt.hcl`, written as terraform
 * fmt writes them. Each part is a module of its own:
 *
 * - service.ts: the service and its inputs as the builder knows them, the editor each input gets;
 * - readerValueInputs.ts: inputs filled with the reader's own values;
 * - fieldResult.ts: what a field gives, checked against its type;
 * - fieldEditing.ts: the state after an edit, and the value the code holds for each input;
 * - expressionMode.ts: a field switched to an HCL expression and back;
 * - terraformOutput.ts, terragruntOutput.ts: the two files;
 * - storedState.ts: a state read from storage or a link, kept to what applies;
 * - stateSummary.ts: what a state sets, in words, and whether two set the same.
 *
 * What the reader typed is what the code holds: a text field is always a string (an expression is
 * the reader's choice, field by field); a field not set is left out, so the module's default
 * applies (a comment says so); a field whose value does not fit keeps, in the code, the last value
 * that did (`state.kept`). plugins/configuration-builder/__tests__/builderRoundTrip.test.ts holds it
 * to HashiCorp's parser on generated values of every input of every service.
 */
export {emptyState, type ConfigurationState, type FieldValue} from './configurationState';
export {configuredInputs, fieldKindOf, type ConfigurableInput, type ConfigurableService, type FieldKind, type Wire} from './service';
export {effectiveField, READER_VALUE_INPUTS, readerValueFor} from './readerValueInputs';
export {fieldResult, isBlankItem, isEmptyField, type FieldResult} from './fieldResult';
export {codeValue, inputValues, setFieldValue, type InputValues} from './fieldEditing';
export {fromExpressionField, hasExpressionMode, isReference, toExpressionField} from './expressionMode';
export {moduleName, moduleSource, terraformOutput, unsetComment} from './terraformOutput';
export {activeWires, configPath, MOCK_OUTPUT_COMMANDS, mockValue, takesFromDependency, terragruntOutput} from './terragruntOutput';
export {sanitizeState} from './storedState';
export {shareableState} from './configurationLink';
export {clearedSummary, sameConfiguration} from './stateSummary';
