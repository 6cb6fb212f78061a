export { dreidingBonds, typeDreiding, type DreidingTyping } from './type-dreiding.js';
